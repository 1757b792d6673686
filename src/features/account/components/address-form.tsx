import { useEffect, useRef } from 'react';
import { saveAddress, useCountries } from '../api';
import type { Address, Customer } from '../../../contract';
import { addressForm } from '../../../forms/account';
import { civilities } from '../../../forms/options';
import { formatPhone } from '../../../forms/phone';
import { useShopForm } from '../../../hooks/use-shop-form';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { SelectField } from '../../../components/forms/select-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import * as styles from './account.module.css';

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
  const countries = useCountries();
  const form = useShopForm(addressForm, { defaultValues: valuesOf(customer, address) });
  const { register, formState, alert, submit } = form;
  const errors = formState.errors;
  const onSubmit = submit(async (values) => {
    const updated = await saveAddress(customer.customer_id, address ? address.address_id : null, values);
    onSaved(updated, address ? 'Votre adresse a bien été modifiée.' : 'Votre adresse a bien été ajoutée.');
  });
  const title = address ? `Modifier l’adresse « ${address.label} »` : 'Ajouter une adresse';
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      <FormAlert message={alert} />
      <Field label="Nom de l’adresse" hint="Par exemple : Maison, Chantier de Ducos" required registration={register('label')} error={errors.label} />
      <SelectField label="Civilité" options={civilities} required registration={register('civility')} error={errors.civility} />
      <div className={styles.grid2}>
        <Field label="Prénom" autoComplete="given-name" required registration={register('first_name')} error={errors.first_name} />
        <Field label="Nom" autoComplete="family-name" required registration={register('last_name')} error={errors.last_name} />
      </div>
      <Field label="Société" autoComplete="organization" registration={register('company')} error={errors.company} />
      <Field label="Adresse" autoComplete="address-line1" required registration={register('street')} error={errors.street} />
      <Field label="Complément d’adresse" autoComplete="address-line2" registration={register('street2')} error={errors.street2} />
      <div className={styles.grid2}>
        <Field
          label="Code postal"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          required
          registration={register('zipcode')}
          error={errors.zipcode}
        />
        <Field label="Ville" autoComplete="address-level2" required registration={register('city')} error={errors.city} />
      </div>
      <SelectField
        label="Pays"
        required
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        registration={register('country_code')}
        error={errors.country_code}
      />
      <Field label="Téléphone" type="tel" autoComplete="tel" required registration={register('phone')} error={errors.phone} />
      {address?.is_default_delivery ? (
        <p className={styles.muted}>C’est votre adresse de livraison par défaut : pour la remplacer, choisissez-en une autre.</p>
      ) : (
        <CheckboxField
          label="Utiliser comme adresse de livraison par défaut"
          registration={register('is_default_delivery')}
          error={errors.is_default_delivery}
        />
      )}
      {address?.is_default_billing ? (
        <p className={styles.muted}>C’est votre adresse de facturation par défaut : pour la remplacer, choisissez-en une autre.</p>
      ) : (
        <CheckboxField
          label="Utiliser comme adresse de facturation par défaut"
          registration={register('is_default_billing')}
          error={errors.is_default_billing}
        />
      )}
      <div className={styles.actions}>
        <SubmitButton pending={formState.isSubmitting}>{address ? 'Enregistrer l’adresse' : 'Ajouter l’adresse'}</SubmitButton>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
}
