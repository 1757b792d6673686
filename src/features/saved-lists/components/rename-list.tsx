import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { JobSite } from '../../../contract/job-sites';
import type { SavedListSummary } from '../../../contract/saved-lists';
import { apiFailure } from '../../../hooks/api-failure';
import { t } from '../../../i18n/t';
import { updateList } from '../api';
import { ListNameField, SiteSelect } from './list-fields';
import { nameProblem } from './name-problem';
import * as styles from './saved-lists.module.css';

/**
 * Renames a list or moves it to another site (or none). The name is checked
 * as the API checks it before anything is sent; the API's refusals land on
 * their field. The name field takes the focus when the form opens; Escape
 * closes it as « Annuler » does.
 */
export function RenameList({
  list,
  sites,
  onDone,
  onCancel,
}: {
  list: SavedListSummary;
  sites: readonly JobSite[];
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(list.name);
  const [site, setSite] = useState<number | null>(list.job_site?.job_site_id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);
  // an archived site stays offered only to the list already on it
  const offered = sites.filter((s) => !s.archived || s.job_site_id === site);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = nameProblem(name);
    if (problem) return setErrors({ name: problem });
    setBusy(true);
    setErrors({});
    setAlert('');
    try {
      const saved = await updateList(list.list_id, { name: name.trim(), job_site_id: site });
      onDone(t('savedLists.renamed', { name: saved.name }));
    } catch (err) {
      const failure = apiFailure(err);
      setErrors(failure.fields);
      setAlert(failure.fields.name || failure.fields.job_site_id ? '' : failure.alert);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.panel}
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      noValidate
      aria-label={t('savedLists.form.renameTitle', { name: list.name })}
    >
      <ListNameField ref={nameRef} value={name} onChange={setName} error={errors.name} />
      <SiteSelect sites={offered} value={site} onChange={setSite} error={errors.job_site_id} />
      {alert && (
        <p role="alert" className={styles.problem}>
          {alert}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? t('savedLists.form.saving') : t('savedLists.form.save')}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('savedLists.form.cancel')}
        </button>
      </div>
    </form>
  );
}
