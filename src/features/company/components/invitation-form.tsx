import { COMPANY_ROLE_LABELS } from '@trefima/domain/companies/roles';
import { t } from '@trefima/domain/i18n/t';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { SelectField } from '../../../components/forms/select-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import type { PanelMessage } from '../../../components/ui/panel';
import { useShopForm } from '../../../hooks/use-shop-form';
import { invite } from '../api';
import { invitationForm } from '../form';

export interface InvitationFormProps {
  customerId: number;
  /** `from`: where the focus was as the call began; the message takes it only if the buyer has not gone on since */
  say: (message: PanelMessage, from: Element | null) => void;
}

/**
 * Invites a colleague by e-mail with his role. An address that already has
 * an account comes back from the API (409) on the e-mail field, the address
 * typed kept.
 */
export function InvitationForm({ customerId, say }: InvitationFormProps) {
  const { register, formState, alert, submit, reset } = useShopForm(invitationForm, { defaultValues: { email: '', role: '' } });
  const errors = formState.errors;
  const onSubmit = submit(async (values) => {
    // before the call: the buyer may move the focus while it is on its way
    const from = document.activeElement;
    const sent = await invite(customerId, values);
    reset();
    say({ text: t('companyPages.invite.sent', { email: sent.email }) }, from);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('companyPages.invite.form')}>
      <p>{t('account.form.required')}</p>
      <FormAlert message={alert} />
      <Field label={t('companyPages.invite.email')} type="email" autoComplete="off" required registration={register('email')} error={errors.email} />
      <SelectField label={t('companyPages.invite.role')} options={COMPANY_ROLE_LABELS} required registration={register('role')} error={errors.role} />
      <SubmitButton pending={formState.isSubmitting} pendingLabel={t('companyPages.invite.pending')}>
        {t('companyPages.invite.submit')}
      </SubmitButton>
    </form>
  );
}
