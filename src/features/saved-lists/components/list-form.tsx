import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { JobSite } from '@trefima/domain/job-sites/contract';
import { apiFailure } from '../../../hooks/api-failure';
import { useFocusRequest } from '../../../hooks/use-focus-request';
import { ListNameField, SiteSelect } from './list-fields';
import { FormActions } from './form-actions';
import { nameProblem } from './name-problem';
import * as styles from './saved-lists.module.css';

/**
 * A list's name and site, to create a list or to change one. The name is
 * checked as the API checks it before anything is sent; the API's refusals
 * land on their field. The name field takes the focus when the form opens,
 * and again, with its error, when the name is refused (as the shop's other
 * forms give it to the field at fault); Escape closes it as « Annuler » does.
 */
export function ListForm({
  title,
  submitLabel,
  initial,
  sites,
  save,
  onDone,
  onCancel,
}: {
  title: string;
  submitLabel: string;
  initial: { name: string; site: number | null };
  sites: readonly JobSite[];
  /** sends the name (trimmed) and site; answers what the page announces */
  save: (name: string, site: number | null) => Promise<string>;
  /** `from`: where the focus was as the form was sent; what says it takes the focus only if the buyer has not gone on since */
  onDone: (text: string, from: Element | null) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [site, setSite] = useState(initial.site);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => nameRef.current?.focus(), []);
  // once the field says it is wrong (aria-invalid, its error in aria-describedby), so that the focus reads why;
  // `from`: where the focus was as the form was sent, for a buyer who went on to another field while the API answered
  const focus = useFocusRequest();
  const refused = (from: Element | null) => focus(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'), from);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const from = document.activeElement;
    const problem = nameProblem(name);
    if (problem) {
      setErrors({ name: problem });
      return refused(from);
    }
    setBusy(true);
    setErrors({});
    setAlert('');
    let done: string;
    try {
      done = await save(name.trim(), site);
    } catch (err) {
      const failure = apiFailure(err);
      setErrors(failure.fields);
      setAlert(failure.fields.name || failure.fields.job_site_id ? '' : failure.alert);
      setBusy(false);
      refused(from);
      return;
    }
    setBusy(false);
    onDone(done, from);
  };

  return (
    <form
      ref={formRef}
      className={styles.panel}
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => e.key === 'Escape' && !busy && onCancel()}
      noValidate
      aria-label={title}
    >
      <ListNameField ref={nameRef} value={name} onChange={setName} error={errors.name} />
      <SiteSelect sites={sites} value={site} onChange={setSite} error={errors.job_site_id} />
      <FormActions alert={alert} busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
