import { useEffect, useRef } from 'react';
import { saveAddress } from '../api';
import type { Address, Customer } from '@trefima/domain/contract';
import { addressForm } from '@trefima/domain/forms/account';
import { formatPhone } from '@trefima/domain/forms/phone';
import { t } from '@trefima/domain/i18n/t';
import { useKeptValues } from '../../../hooks/use-kept-values';
import { keptAddressKey } from './kept-address';
import { useShopForm } from '../../../hooks/use-shop-form';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ActionButton, ActionRow } from '../../../components/ui/action-row';
import { AddressFields } from '../../../components/ui/address-fields';
import * as panel from '../../../components/ui/panel.module.css';
import * as styles from '../../../styles/account.module.css';

const valuesOf = (customer: Customer, a?: Address) => ({
  label: a?.label ?? '',
  civility: a?.civility ?? customer.civility,
  first_name: a?.first_name ?? customer.first_name,
  last_name: a?.last_name ?? customer.last_name,
  company: a ? (a.company ?? '') : (customer.company ?? ''),
  street: a?.street ?? '',
  street2: a?.street2 ?? '',
  zipcode: a?.zipcode ?? '',
  city: a?.city ?? '',
  country_code: a?.country_code ?? 'FR',
  phone: formatPhone(a?.phone ?? customer.phone),
  is_default_delivery: a?.is_default_delivery ?? false,
  is_default_billing: a?.is_default_billing ?? false,
});

export interface AddressFormProps {
  customer: Customer;
  /** the address to edit; none to add one */
  address?: Address;
  onSaved: (customer: Customer, message: string) => void;
  onCancel: () => void;
}

/** Adds or edits an address; the API answers with the customer and all his addresses. */
export function AddressForm({ customer, address, onSaved, onCancel }: AddressFormProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useShopForm(addressForm, { defaultValues: valuesOf(customer, address) });
  const kept = useKeptValues(form, keptAddressKey(customer.customer_id, address));
  const { register, formState, alert, submit } = form;
  const errors = formState.errors;
  const onSubmit = submit(async (values) => {
    const updated = await saveAddress(customer.customer_id, address ? address.address_id : null, values);
    kept.forget();
    onSaved(updated, address ? t('account.addressForm.updated') : t('account.addressForm.added'));
  });
  const title = address ? t('account.addressForm.editTitle', { label: address.label }) : t('account.addressForm.addTitle');
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{t('account.form.required')}</p>
      {kept.restored && <p className={panel.notice}>{t('account.form.restored')}</p>}
      <FormAlert message={alert} />
      <Field label={t('account.addressForm.name')} hint={t('account.addressForm.nameHint')} required registration={register('label')} error={errors.label} />
      <AddressFields register={register} errors={errors} />
      {address?.is_default_delivery ? (
        <p className={styles.muted}>{t('account.addressForm.isDelivery')}</p>
      ) : (
        <CheckboxField label={t('account.addressForm.useForDelivery')} registration={register('is_default_delivery')} error={errors.is_default_delivery} />
      )}
      {address?.is_default_billing ? (
        <p className={styles.muted}>{t('account.addressForm.isBilling')}</p>
      ) : (
        <CheckboxField label={t('account.addressForm.useForBilling')} registration={register('is_default_billing')} error={errors.is_default_billing} />
      )}
      <ActionRow>
        <SubmitButton pending={formState.isSubmitting}>{address ? t('account.addressForm.save') : t('account.addressForm.submitAdd')}</SubmitButton>
        <ActionButton onClick={kept.giveUp(onCancel)}>{t('account.cancel')}</ActionButton>
      </ActionRow>
    </form>
  );
}
