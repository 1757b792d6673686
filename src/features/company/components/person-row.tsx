import { useEffect, useRef, useState } from 'react';
import type { Person } from '@trefima/domain/companies/contract';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from '@trefima/domain/companies/roles';
import { formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { FieldShell } from '../../../components/forms/field-shell';
import { controlProps } from '../../../components/forms/field-parts';
import { FormAlert } from '../../../components/forms/form-alert';
import * as forms from '../../../components/forms/forms.module.css';
import { ActionButton, ActionRow } from '../../../components/ui/action-row';
import type { PanelMessage } from '../../../components/ui/panel';
import { apiFailure } from '../../../hooks/api-failure';
import { useShopForm } from '../../../hooks/use-shop-form';
import { removeColleague, savePerson } from '../api';
import { eurosText } from '../euros';
import { personRowForm } from '../form';
import * as styles from './company.module.css';
import { busyProps } from '../../../components/ui/busy';

export interface PersonRowProps {
  person: Person;
  customerId: number;
  /** the administrator's own row: he cannot remove himself */
  isMe: boolean;
  /** `from`: where the focus was as the call began; the message takes it only if the buyer has not gone on since */
  say: (message: PanelMessage, from: Element | null) => void;
}

const hidden = (text: string) => <span className="visually-hidden">{text}</span>;

/**
 * A person of the company, his role and monthly limit changed in place. The
 * row's controls belong to its form by the `form` attribute (a form cannot
 * wrap a table's row). A refusal keeps what was typed: the API's messages go
 * on their fields, the rest in the row's alert. « Retirer » asks first;
 * « Ne pas retirer » or Escape gives the focus back to it.
 */
export function PersonRow({ person: p, customerId, isMe, say }: PersonRowProps) {
  const name = `${p.first_name} ${p.last_name}`;
  const formId = `person-${p.id}`;
  const values = { role: p.role, monthly_limit_ht_cents: eurosText(p.monthly_limit_ht_cents) };
  const { register, formState, alert, submit, reset } = useShopForm(personRowForm, { defaultValues: values });
  const errors = formState.errors;
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const onSubmit = submit(async (v) => {
    const from = document.activeElement;
    // the role as last saved (the form's reset after each save), not the page's first reading of the person
    const before = formState.defaultValues?.role ?? p.role;
    const saved = await savePerson(customerId, p.id, v);
    reset({ role: saved.role, monthly_limit_ht_cents: eurosText(saved.monthly_limit_ht_cents) });
    // a new role ends the person's sessions (the API's role_change): said, so that a call from the site is no surprise
    const roleChanged = saved.role !== before && !isMe;
    say({ text: [t('companyPages.people.saved', { name }), ...(roleChanged ? [t('companyPages.people.signInAgain')] : [])].join(' ') }, from);
  });
  const remove = async () => {
    const from = document.activeElement;
    setRemoving(true);
    try {
      await removeColleague(customerId, p.id);
      say({ text: t('companyPages.people.removed', { name }) }, from);
    } catch (e) {
      setRemoving(false);
      setConfirming(false);
      say({ text: apiFailure(e).alert, error: true }, from);
    }
  };
  const keep = () => {
    setConfirming(false);
    requestAnimationFrame(() => removeRef.current?.focus());
  };
  const role = register('role');
  const limit = register('monthly_limit_ht_cents');
  return (
    <tr>
      <th scope="row">{isMe ? t('companyPages.people.you', { name }) : name}</th>
      <td data-label={t('companyPages.people.email')} className={styles.email}>
        {p.email}
      </td>
      <td data-label={t('companyPages.people.role')}>
        <FieldShell label={hidden(t('companyPages.people.roleOf', { name }))} error={errors.role}>
          {(ids) => (
            <select form={formId} className={forms.input} {...controlProps(ids, role)}>
              {COMPANY_ROLES.map((r) => (
                <option key={r} value={r}>
                  {COMPANY_ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </td>
      <td data-label={t('companyPages.people.limit')}>
        <FieldShell
          label={hidden(t('companyPages.people.limitOf', { name }))}
          hint={t('companyPages.people.limitHint')}
          error={errors.monthly_limit_ht_cents}
          after={<p className={styles.spent}>{t('companyPages.people.spent', { amount: formatPrice(p.spent_this_month_ht_cents) })}</p>}
        >
          {(ids) => <input type="text" inputMode="decimal" form={formId} className={forms.input} {...controlProps(ids, limit)} />}
        </FieldShell>
      </td>
      <td>
        <form id={formId} onSubmit={onSubmit} noValidate aria-label={t('companyPages.people.saveLabel', { name })}>
          <FormAlert message={alert} />
          {confirming ? (
            // Escape gives up as « Ne pas retirer » does, unless the removal is under way
            <div role="group" aria-labelledby={`${formId}-confirm`} onKeyDown={(e) => e.key === 'Escape' && !removing && keep()}>
              <p id={`${formId}-confirm`} className={styles.confirm}>
                {t('companyPages.people.confirm', { name })}
              </p>
              <ActionRow>
                <ActionButton ref={confirmRef} look="danger" {...busyProps(removing)} onClick={() => void remove()}>
                  {removing ? t('companyPages.people.removing') : t('companyPages.people.confirmYes', { name })}
                </ActionButton>
                <ActionButton {...busyProps(removing)} onClick={keep}>
                  {t('companyPages.people.confirmNo')}
                </ActionButton>
              </ActionRow>
            </div>
          ) : (
            <ActionRow>
              <ActionButton type="submit" look="main" {...busyProps(formState.isSubmitting)} aria-label={t('companyPages.people.saveLabel', { name })}>
                {formState.isSubmitting ? t('companyPages.people.saving') : t('companyPages.people.save')}
              </ActionButton>
              {!isMe && (
                <ActionButton ref={removeRef} look="danger" onClick={() => setConfirming(true)} aria-label={t('companyPages.people.removeLabel', { name })}>
                  {t('companyPages.people.remove')}
                </ActionButton>
              )}
            </ActionRow>
          )}
        </form>
      </td>
    </tr>
  );
}
