import { civilities } from '@trefima/domain/forms/options';
import { t } from '@trefima/domain/i18n/t';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../forms/field';
import { SelectField } from '../forms/select-field';
import { FormGrid } from './form-grid';

/**
 * The fields' registration under the form's own path (`register` itself, or
 * `(name) => register(`address.${name}`)` where the address is a part of the
 * form), and their errors at that path.
 */
export interface FieldsProps<Name extends string> {
  register: (name: Name) => UseFormRegisterReturn;
  errors?: Partial<Record<Name, FieldError | { message?: string }>>;
}

/** Civility, then first and last name side by side: the person an account, an address or a request is for. */
export function NameFields({ register, errors: e }: FieldsProps<'civility' | 'first_name' | 'last_name'>) {
  return (
    <>
      <SelectField
        label={t('account.field.civility')}
        options={civilities}
        required
        registration={register('civility')}
        error={e?.civility}
        autoComplete="honorific-prefix"
      />
      <FormGrid>
        <Field label={t('account.field.firstName')} autoComplete="given-name" required registration={register('first_name')} error={e?.first_name} />
        <Field label={t('account.field.lastName')} autoComplete="family-name" required registration={register('last_name')} error={e?.last_name} />
      </FormGrid>
    </>
  );
}

/** Postcode and town side by side (a French postcode: five digits). */
export function TownFields({ register, errors: e }: FieldsProps<'zipcode' | 'city'>) {
  return (
    <FormGrid>
      <Field
        label={t('account.addressForm.zipcode')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
        required
        registration={register('zipcode')}
        error={e?.zipcode}
      />
      <Field label={t('account.addressForm.city')} autoComplete="address-level2" required registration={register('city')} error={e?.city} />
    </FormGrid>
  );
}
