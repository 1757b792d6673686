import { useMemo, useRef, useState } from 'react';
import type { Customer } from '@trefima/domain/contract';
import { emailChanges, profileEditForm } from '@trefima/domain/forms/account';
import { formatPhone } from '@trefima/domain/forms/phone';
import { t } from '@trefima/domain/i18n/t';
import { useKeptValues } from '../../../hooks/use-kept-values';
import { useShopForm } from '../../../hooks/use-shop-form';
import { updateProfile } from '../api';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ProfessionalTerms } from './professional-terms';
import { ProfileFields, type ProfileRegister } from './profile-fields';
import type { AccountSession } from './require-session';
import * as actions from '../../../components/ui/action-row.module.css';
import * as panel from '../../../components/ui/panel.module.css';

const valuesOf = (c: Customer) => ({
  civility: c.civility,
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: formatPhone(c.phone),
  newsletter: c.newsletter,
});

/**
 * The customer's details (PATCH /customer/{id}); the session then holds the
 * new ones. The status, company and SIRET are shown, not sent: the back
 * office sets them. A changed e-mail brings the current password's field,
 * sent as `current_password`; the API's verdict on it shows under it.
 * A change typed and not saved is kept for the tab (`useKeptValues`: a
 * session that ended meanwhile), said, and given up with one button.
 */
export function ProfileForm({ customer, refresh }: Pick<AccountSession, 'customer' | 'refresh'>) {
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(() => profileEditForm(customer.email), [customer.email]);
  const form = useShopForm(schema, { defaultValues: valuesOf(customer) });
  const kept = useKeptValues(form, `profil-${customer.customer_id}`);
  const heading = useRef<HTMLHeadingElement>(null);
  const { register, formState, watch, alert, submit } = form;
  const onSubmit = submit(async (values) => {
    setDone(null);
    const updated = await updateProfile(customer.customer_id, values);
    await refresh(updated);
    form.reset(valuesOf(updated));
    kept.forget();
    setDone(t('account.profile.done'));
  });
  // the button goes with the notice: the focus goes back to the form's heading
  const discard = () => {
    form.reset(valuesOf(customer));
    kept.forget();
    heading.current?.focus();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" ref={heading} tabIndex={-1}>
        {t('account.profile.title')}
      </h2>
      <div role="status" className={panel.status}>
        {done && <p className={panel.notice}>{done}</p>}
      </div>
      {kept.restored && (
        <p className={panel.notice}>
          {t('account.profile.restored')}{' '}
          <button type="button" className={actions.secondary} onClick={discard}>
            {t('account.profile.discard')}
          </button>
        </p>
      )}
      <FormAlert message={alert} />
      <ProfileFields
        register={register as unknown as ProfileRegister}
        errors={formState.errors}
        isPro={customer.type === 'professionnel'}
        terms={<ProfessionalTerms customer={customer} />}
        askCurrentPassword={emailChanges(customer.email, watch('email'))}
      />
      <SubmitButton pending={formState.isSubmitting}>{t('account.profile.submit')}</SubmitButton>
    </form>
  );
}
