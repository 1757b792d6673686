import { saveAddress } from '../api';
import type { Address, Customer } from '@trefima/domain/contract';
import { addressForm } from '@trefima/domain/forms/account';
import { t } from '@trefima/domain/i18n/t';
import { keptAddressKey } from './kept-address';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { Field } from '../../../components/forms/field';
import { AddressFields } from '../../../components/ui/address-fields';
import { addressValues } from '../../../components/ui/address-values';
import { EditForm, useEditForm, type EditorProps } from '../../../components/ui/edit-form';
import * as styles from '../../../styles/account.module.css';

const valuesOf = (customer: Customer, a?: Address) => ({
  label: a?.label ?? '',
  ...addressValues(customer, a),
  is_default_delivery: a?.is_default_delivery ?? false,
  is_default_billing: a?.is_default_billing ?? false,
});

/** The address to edit, none to add one; saved, the customer with all his addresses. */
export type AddressFormProps = EditorProps<Customer> & { address?: Address };

/** Adds or edits an address; the API answers with the customer and all his addresses. */
export function AddressForm({ customer, address, onSaved, onCancel }: AddressFormProps) {
  const form = useEditForm(addressForm, valuesOf(customer, address), keptAddressKey(customer.customer_id, address));
  const { register, errors, submit, kept } = form;
  const onSubmit = submit(async (values) => {
    // before the call: the buyer may move the focus while it is on its way
    const from = document.activeElement;
    const updated = await saveAddress(customer.customer_id, address ? address.address_id : null, values);
    kept.forget();
    onSaved(updated, address ? t('account.addressForm.updated') : t('account.addressForm.added'), from);
  });
  const title = address ? t('account.addressForm.editTitle', { label: address.label }) : t('account.addressForm.addTitle');
  const submitLabel = address ? t('account.addressForm.save') : t('account.addressForm.submitAdd');
  return (
    <EditForm id="address-form-title" title={title} submitLabel={submitLabel} form={form} onSubmit={onSubmit} onCancel={onCancel}>
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
    </EditForm>
  );
}
