import { Link } from 'gatsby';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Customer } from '@trefima/domain/contract';
import { apiFailure } from '../../../hooks/api-failure';
import { useFocusRequest } from '../../../hooks/use-focus-request';
import { t, tn } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { useJobSites } from '../../job-sites';
import { useSession } from '../../session';
import { saveCartAsList } from '../api';
import { contentsOf } from '../lines';
import { ListNameField, SiteSelect } from './list-fields';
import { nameProblem } from './name-problem';
import * as styles from './save-cart.module.css';
import { busyProps } from '../../../components/ui/busy';

/**
 * The cart saved as a named list of the customer account, for one of his
 * job sites or none. A list is the account's: a visitor is asked to sign in
 * first (and comes back to the cart, whose lines his sign-in keeps).
 */
export default function SaveCartForm() {
  const { customer, isLoading } = useSession();
  if (isLoading) return <p role="status">{t('loading')}</p>;
  if (!customer)
    return (
      <p className={styles.hint}>
        {t('savedLists.save.signInFirst')} <Link to={`${paths.login}/${encodeURIComponent(paths.cart)}`}>{t('savedLists.save.signIn')}</Link>
      </p>
    );
  return <SaveForm customer={customer} />;
}

function SaveForm({ customer }: { customer: Customer }) {
  const sites = useJobSites(customer.customer_id, false).data?.items ?? [];
  const [name, setName] = useState('');
  const [site, setSite] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [saved, setSaved] = useState<{ name: string; lines: number; schedules: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);
  // a name refused gives the focus back to its field once it says why (aria-invalid, its error in aria-describedby),
  // as the shop's other forms do: left on the button, the refusal was not heard; `from`: where the focus was as the
  // form was sent, for a buyer who went on to another field while the API answered
  const focus = useFocusRequest();
  const refused = (from: Element | null) => focus(() => nameRef.current, from);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const from = document.activeElement;
    setSaved(null);
    setAlert('');
    const problem = nameProblem(name);
    if (problem) {
      setErrors({ name: problem });
      return refused(from);
    }
    setErrors({});
    setBusy(true);
    try {
      const list = await saveCartAsList(name.trim(), site);
      setSaved({ name: list.name, lines: list.lines.length, schedules: list.schedules.length });
      setName('');
    } catch (err) {
      const failure = apiFailure(err);
      setErrors(failure.fields);
      if (failure.fields.name) refused(from);
      // the cart's own refusal (empty, expired) is said under the form; a field's, on its field
      setAlert(failure.fields.name ? '' : (failure.fields.from_cart ?? failure.fields.job_site_id ?? failure.alert));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('savedLists.save.title')}>
      <ListNameField ref={nameRef} value={name} onChange={setName} error={errors.name} />
      {sites.length > 0 && <SiteSelect sites={sites} value={site} onChange={setSite} />}
      <button type="submit" className={styles.submit} {...busyProps(busy)}>
        {busy ? t('savedLists.form.saving') : t('savedLists.save.submit')}
      </button>
      <div role="status" aria-live="polite">
        {saved && (
          <p className={styles.notice}>
            {/* a bar schedule is kept with the list, as the schedule: said, since a list once dropped them */}
            {saved.schedules
              ? t('savedLists.save.doneWith', { name: saved.name, contents: contentsOf(saved.lines, saved.schedules) })
              : tn('savedLists.save.done', saved.lines, { name: saved.name })}{' '}
            <Link to={paths.savedLists}>{t('savedLists.save.seeLists')}</Link>
          </p>
        )}
        {alert && <p className={styles.problem}>{alert}</p>}
      </div>
    </form>
  );
}
