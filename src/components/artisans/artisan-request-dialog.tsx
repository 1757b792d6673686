import { Link, navigate } from 'gatsby';
import { useEffect, useId, useRef, useState } from 'react';
import type { Artisan } from '../../contract';
import { contactForm } from '../../forms/leads';
import { civilities, contactSubjects, customerTypes } from '../../forms/options';
import { useShopForm } from '../../hooks/use-shop-form';
import { contactMessage, projectMissing } from '../../lib/artisan-query';
import { paths } from '../../lib/routes';
import { shop } from '../../shop-client/browser';
import { submitForm } from '../../shop-client/endpoints/tools';
import { RadioGroup } from '../account/radio-group';
import * as ui from '../account/account.module.css';
import { CheckboxField } from '../forms/checkbox-field';
import { Field } from '../forms/field';
import { FormAlert } from '../forms/form-alert';
import { SelectField } from '../forms/select-field';
import { SubmitButton } from '../forms/submit-button';
import * as forms from '../forms/forms.module.css';
// the look of the site's other modal dialog (its CSS is already in the site's stylesheet)
import * as styles from '../territory/territory-dialog.module.css';

export interface ArtisanRequestDialogProps {
  /** one craftsman, or the visitor's selection (up to 3) */
  artisans: Artisan[];
  /** the search's criteria, in words, for the message */
  criteria: string[];
  customerType: 'particulier' | 'professionnel';
  onClose: () => void;
}

/** A request to be put in touch asks either for a quote or for information. */
const subjects = { devis: contactSubjects.devis, information: contactSubjects.information };

/**
 * The request to be put in touch with the chosen craftsmen: a modal dialog
 * (native <dialog>: focus kept inside, Escape closes it) with the shared
 * contact form schema. The message starts with the craftsmen's names and
 * the search's criteria; it goes to POST /contact, and the visitor then
 * lands on /confirmation/contact.
 */
export default function ArtisanRequestDialog({ artisans, criteria, customerType, onClose }: ArtisanRequestDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [prefilled] = useState(() => contactMessage(artisans, criteria));
  const form = useShopForm(contactForm, {
    defaultValues: {
      subject: 'devis',
      civility: '',
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      zipcode: '',
      city: '',
      customer_type: customerType,
      company: '',
      message: prefilled,
      accept_terms: false,
    },
  });
  const { register, formState, alert, setAlert, setError, submit, watch } = form;
  const errors = formState.errors;
  const pro = watch('customer_type') === 'professionnel';

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const onSubmit = submit(async (values) => {
    if (projectMissing(values.message ?? '', prefilled)) {
      setError('message', { message: 'Décrivez votre projet en quelques mots, à la suite du texte proposé.' }, { shouldFocus: true });
      setAlert('Merci de corriger les champs signalés.');
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) if (value !== null && value !== undefined) body.append(key, String(value));
    await shop(submitForm, { params: { form: 'contact' }, body });
    await navigate(`${paths.confirmation}/contact`);
  });

  const names = artisans.map((a) => a.name);
  const title = names.length === 1 ? `Être mis en relation avec ${names[0]}` : `Être mis en relation avec ${names.length} artisans`;

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {names.length > 1 && (
        <ul>
          {artisans.map((a) => (
            <li key={a.id}>
              {a.name} ({a.trade}, {a.city})
            </li>
          ))}
        </ul>
      )}
      <p>Trefima transmet votre demande {names.length > 1 ? 'à ces artisans' : 'à cet artisan'}, qui vous recontacte directement. Gratuit et sans engagement.</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <p>Les champs marqués d’un astérisque (*) sont obligatoires.</p>
        <FormAlert message={alert} />
        <RadioGroup legend="Votre demande" options={subjects} required registration={register('subject')} error={errors.subject} />
        <SelectField label="Civilité" options={civilities} required registration={register('civility')} error={errors.civility} />
        <div className={ui.grid2}>
          <Field label="Prénom" autoComplete="given-name" required registration={register('first_name')} error={errors.first_name} />
          <Field label="Nom" autoComplete="family-name" required registration={register('last_name')} error={errors.last_name} />
          <Field label="E-mail" type="email" autoComplete="email" required registration={register('email')} error={errors.email} />
          <Field label="Téléphone" type="tel" autoComplete="tel" required registration={register('phone')} error={errors.phone} />
          <Field label="Code postal" inputMode="numeric" autoComplete="postal-code" maxLength={5} required registration={register('zipcode')} error={errors.zipcode} />
          <Field label="Ville" autoComplete="address-level2" required registration={register('city')} error={errors.city} />
        </div>
        <RadioGroup legend="Vous êtes" options={customerTypes} required registration={register('customer_type')} error={errors.customer_type} />
        {pro && <Field label="Société" autoComplete="organization" required registration={register('company')} error={errors.company} />}
        <div className={forms.field}>
          <label htmlFor={`${id}-message`} className={forms.label}>
            Description de votre projet<span aria-hidden="true"> *</span>
          </label>
          <p id={`${id}-message-hint`} className={forms.hint}>
            Nature des travaux, surface, commune du chantier, délai souhaité.
          </p>
          <textarea
            id={`${id}-message`}
            rows={7}
            className={forms.input}
            aria-required="true"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={[`${id}-message-hint`, errors.message ? `${id}-message-error` : ''].filter(Boolean).join(' ')}
            {...register('message')}
          />
          {errors.message?.message && (
            <p id={`${id}-message-error`} className={forms.error}>
              {errors.message.message}
            </p>
          )}
        </div>
        <CheckboxField
          required
          label={
            <>
              J’accepte que mes coordonnées soient transmises aux artisans choisis, selon la{' '}
              <Link to="/politique-de-confidentialite">politique de confidentialité</Link>.
            </>
          }
          registration={register('accept_terms')}
          error={errors.accept_terms}
        />
        <div className={ui.actions}>
          <SubmitButton pending={formState.isSubmitting}>Envoyer ma demande</SubmitButton>
          <button type="button" className={ui.secondary} onClick={onClose}>
            Annuler
          </button>
        </div>
      </form>
    </dialog>
  );
}
