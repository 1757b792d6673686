import { useEffect, useRef } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { RadioGroup } from '../../../components/forms/radio-group';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextareaField } from '../../../components/forms/textarea-field';
import { ActionButton, ActionRow } from '../../../components/ui/action-row';
import { AddressFields } from '../../../components/ui/address-fields';
import { FormGrid, FormSection } from '../../../components/ui/form-grid';
import * as panel from '../../../components/ui/panel.module.css';
import type { Customer } from '@trefima/domain/contract';
import { JOB_SITE_LIMITS, TRUCK_ACCESS, type JobSite } from '@trefima/domain/job-sites/contract';
import { useKeptValues } from '../../../hooks/use-kept-values';
import { useShopForm } from '../../../hooks/use-shop-form';
import { t } from '@trefima/domain/i18n/t';
import { saveJobSite } from '../api';
import { forTheForm } from '../field-errors';
import { initialValues, jobSiteForm } from '../form';
import { keptFormKey } from './kept-site';

export interface JobSiteFormProps {
  customer: Customer;
  /** the site to edit; none to create one */
  site?: JobSite;
  onSaved: (site: JobSite, message: string) => void;
  onCancel: () => void;
}

/**
 * Creates or edits a site. A refused send keeps everything typed and puts
 * each of the API's messages on its field, the address's ones included.
 */
export function JobSiteForm({ customer, site, onSaved, onCancel }: JobSiteFormProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useShopForm(jobSiteForm, { defaultValues: initialValues(customer, site) });
  const kept = useKeptValues(form, keptFormKey(customer.customer_id, site));
  const { register, formState, alert, submit } = form;
  const errors = formState.errors;
  const onSubmit = submit(async (values) => {
    let saved: JobSite;
    try {
      saved = await saveJobSite(site ? site.job_site_id : null, values);
    } catch (e) {
      throw forTheForm(e);
    }
    kept.forget();
    onSaved(saved, site ? t('jobSites.updated', { name: saved.name }) : t('jobSites.created', { name: saved.name }));
  });
  const control = form.control as unknown as Control<FieldValues>;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="job-site-form-title">
      <h2 id="job-site-form-title" ref={heading} tabIndex={-1}>
        {site ? t('jobSites.form.editTitle', { name: site.name }) : t('jobSites.form.addTitle')}
      </h2>
      <p>{t('account.form.required')}</p>
      {kept.restored && <p className={panel.notice}>{t('account.form.restored')}</p>}
      <FormAlert message={alert} />
      <Field label={t('jobSites.form.name')} hint={t('jobSites.form.nameHint')} required registration={register('name')} error={errors.name} />
      {/* the site's delivery address, asked as the address book asks it (its name is the site's) */}
      <FormSection legend={t('jobSites.form.addressLegend')} hint={{ id: 'job-site-address-hint', text: t('jobSites.form.addressHint') }}>
        <AddressFields register={(name) => register(`address.${name}`)} errors={errors.address} />
      </FormSection>
      <FormSection legend={t('jobSites.form.accessLegend')}>
        <FormGrid>
          <Field
            label={t('jobSites.form.contactName')}
            hint={t('jobSites.form.contactNameHint')}
            registration={register('contact_name')}
            error={errors.contact_name}
          />
          <Field label={t('jobSites.form.contactPhone')} type="tel" registration={register('contact_phone')} error={errors.contact_phone} />
        </FormGrid>
        <RadioGroup
          legend={t('jobSites.form.truckAccess')}
          hint={t('jobSites.form.truckAccessHint')}
          options={TRUCK_ACCESS}
          stacked
          required
          registration={register('truck_access')}
          error={errors.truck_access}
        />
        <CheckboxField label={t('jobSites.form.craneNeeded')} registration={register('crane_needed')} error={errors.crane_needed} />
        <Field
          label={t('jobSites.form.openingHours')}
          hint={t('jobSites.form.openingHoursHint')}
          registration={register('opening_hours')}
          error={errors.opening_hours}
        />
        <TextareaField
          label={t('jobSites.form.accessNotes')}
          hint={t('jobSites.form.accessNotesHint')}
          rows={3}
          max={JOB_SITE_LIMITS.accessNotes}
          control={control}
          registration={register('access_notes')}
          error={errors.access_notes}
        />
        <Field
          label={t('jobSites.form.purchaseOrder')}
          hint={t('jobSites.form.purchaseOrderHint')}
          registration={register('purchase_order')}
          error={errors.purchase_order}
        />
      </FormSection>
      <ActionRow>
        <SubmitButton pending={formState.isSubmitting}>{site ? t('jobSites.form.save') : t('jobSites.form.submitAdd')}</SubmitButton>
        <ActionButton onClick={kept.giveUp(onCancel)}>{t('account.cancel')}</ActionButton>
      </ActionRow>
    </form>
  );
}
