import { useEffect, useId, useRef } from 'react';
import type { Customer } from '@trefima/domain/contract';
import { saveAddress } from '../../account';
import { addressForm } from '@trefima/domain/forms/account';
import { civilities } from '@trefima/domain/forms/options';
import { formatPhone } from '@trefima/domain/forms/phone';
import { useSession } from '../../session';
import { useShopForm } from '../../../hooks/use-shop-form';
import { addedAddressId } from '@trefima/domain/orders/checkout';
import { undeliverableReason } from '@trefima/domain/territory/delivery-territory';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { SelectField } from '../../../components/forms/select-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

interface NewAddressFormProps {
  customer: Customer;
  /**
   * the customer as the API answers, and the new address's id; `from`, where the focus was as the form was sent:
   * what follows takes the focus only if the buyer has not gone on to another field or link while the API answered
   */
  onAdded: (customer: Customer, addressId: number | null, from: Element | null) => void;
  onCancel?: () => void;
  /** opened by a button it replaced: its heading takes the focus, so the keyboard goes on from the form's top */
  takeFocus?: boolean;
}

/** Adds an address to the customer's account (POST addAddress); the session is refreshed with the answer. */
export function NewAddressForm({ customer, onAdded, onCancel, takeFocus = false }: NewAddressFormProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it opens
  }, []);
  const { user, mutate } = useSession();
  const form = useShopForm(addressForm, {
    defaultValues: {
      label: '',
      civility: customer.civility,
      first_name: customer.first_name,
      last_name: customer.last_name,
      company: customer.company ?? '',
      street: '',
      street2: '',
      zipcode: '',
      city: '',
      country_code: 'FR',
      phone: formatPhone(customer.phone),
      is_default_delivery: false,
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const onSubmit = form.submit(async (values) => {
    // before the call: the buyer may move the focus while it is on its way
    const from = document.activeElement;
    // this form adds the address to deliver: say at once where the shop cannot go, before anything is written
    const reason = undeliverableReason(values.zipcode);
    if (reason) return form.setError('zipcode', { message: reason }, { shouldFocus: true });
    const next = await saveAddress(customer.customer_id, null, values);
    await mutate({ user, customer: next }, { revalidate: false });
    onAdded(next, addedAddressId(customer.addresses, next.addresses), from);
  });

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('checkout.newAddress.title')}
      </h3>
      <FormAlert message={form.alert} />
      <Field label={t('checkout.newAddress.label')} hint={t('checkout.newAddress.labelHint')} registration={register('label')} error={errors.label} required />
      <SelectField
        label={t('checkout.newAddress.civility')}
        registration={register('civility')}
        options={civilities}
        error={errors.civility}
        required
        autoComplete="honorific-prefix"
      />
      <Field label={t('checkout.newAddress.firstName')} autoComplete="given-name" registration={register('first_name')} error={errors.first_name} required />
      <Field label={t('checkout.newAddress.lastName')} autoComplete="family-name" registration={register('last_name')} error={errors.last_name} required />
      <Field label={t('checkout.newAddress.company')} autoComplete="organization" registration={register('company')} error={errors.company} />
      <Field label={t('checkout.newAddress.street')} autoComplete="address-line1" registration={register('street')} error={errors.street} required />
      <Field label={t('checkout.newAddress.street2')} autoComplete="address-line2" registration={register('street2')} error={errors.street2} />
      <Field
        label={t('checkout.newAddress.zipcode')}
        autoComplete="postal-code"
        inputMode="numeric"
        registration={register('zipcode')}
        error={errors.zipcode}
        required
      />
      <Field label={t('checkout.newAddress.city')} autoComplete="address-level2" registration={register('city')} error={errors.city} required />
      <Field label={t('checkout.newAddress.phone')} type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} required />
      <CheckboxField label={t('checkout.newAddress.defaultDelivery')} registration={register('is_default_delivery')} />
      <div className={styles.actions}>
        <SubmitButton pending={formState.isSubmitting} pendingLabel={t('checkout.newAddress.saving')}>
          {t('checkout.newAddress.save')}
        </SubmitButton>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('checkout.newAddress.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
