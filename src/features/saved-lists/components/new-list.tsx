import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { JobSite } from '../../../contract/job-sites';
import { apiFailure } from '../../../hooks/api-failure';
import { t } from '../../../i18n/t';
import { createEmptyList } from '../api';
import { ListNameField, SiteSelect } from './list-fields';
import { nameProblem } from './name-problem';
import * as styles from './saved-lists.module.css';

/**
 * A list built from products rather than from the cart: named (and put on a
 * site) here, then filled by reference from its card. The name field takes
 * the focus; Escape closes the form as « Annuler » does.
 */
export function NewList({ sites, onDone, onCancel }: { sites: readonly JobSite[]; onDone: (text: string) => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [site, setSite] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = nameProblem(name);
    if (problem) return setErrors({ name: problem });
    setBusy(true);
    setErrors({});
    setAlert('');
    try {
      const list = await createEmptyList(name.trim(), site);
      onDone(t('savedLists.created', { name: list.name }));
    } catch (err) {
      const failure = apiFailure(err);
      setErrors(failure.fields);
      setAlert(failure.fields.name || failure.fields.job_site_id ? '' : failure.alert);
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.panel}
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      noValidate
      aria-label={t('savedLists.new.title')}
    >
      <ListNameField ref={nameRef} value={name} onChange={setName} error={errors.name} />
      <SiteSelect sites={sites} value={site} onChange={setSite} error={errors.job_site_id} />
      {alert && (
        <p role="alert" className={styles.problem}>
          {alert}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? t('savedLists.form.saving') : t('savedLists.new.submit')}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('savedLists.form.cancel')}
        </button>
      </div>
    </form>
  );
}
