import { forwardRef } from 'react';
import { FieldShell } from '../../../components/forms/field-shell';
import { Options } from '../../../components/forms/options';
import * as forms from '../../../components/forms/forms.module.css';
import type { JobSite } from '@trefima/domain/job-sites/contract';
import { SAVED_LIST_LIMITS } from '@trefima/domain/saved-lists/contract';
import { t } from '@trefima/domain/i18n/t';

/** A list's name: required, as long as the API keeps it. */
export const ListNameField = forwardRef<HTMLInputElement, { value: string; onChange: (v: string) => void; error?: string }>(function ListNameField(
  { value, onChange, error },
  ref,
) {
  return (
    <FieldShell label={t('savedLists.form.name')} required hint={t('savedLists.form.nameHint')} error={{ message: error }}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={ref}
          id={id}
          name="name"
          type="text"
          className={forms.input}
          value={value}
          maxLength={SAVED_LIST_LIMITS.name}
          autoComplete="off"
          aria-required="true"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
});

/** The job site a list is for, or none; the customer's own sites only (the API refuses another's). */
export function SiteSelect({
  sites,
  value,
  onChange,
  error,
}: {
  sites: readonly JobSite[];
  value: number | null;
  onChange: (v: number | null) => void;
  error?: string;
}) {
  return (
    <FieldShell label={t('savedLists.form.site')} hint={t('savedLists.form.siteHint')} error={{ message: error }}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name="job_site_id"
          className={forms.input}
          value={value === null ? '' : String(value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        >
          <Options empty={t('savedLists.form.noSite')} options={sites.map((s) => ({ value: s.job_site_id, label: s.name }))} />
        </select>
      )}
    </FieldShell>
  );
}
