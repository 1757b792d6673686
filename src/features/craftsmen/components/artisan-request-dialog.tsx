import { Link } from 'gatsby';
import { useEffect, useId, useRef, useState } from 'react';
import type { Artisan } from '../../../contract';
import { contactForm } from '../../../forms/leads';
import { civilities, contactSubjects, customerTypes } from '../../../forms/options';
import { useLayoutData } from '../../../hooks/use-layout-data';
import { useShopForm } from '../../../hooks/use-shop-form';
import { RadioGroup } from '../../../components/forms/radio-group';
import * as ui from '../../account/components/account.module.css';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { SelectField } from '../../../components/forms/select-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextareaField } from '../../../components/forms/textarea-field';
import { sendLead } from '../../lead-forms/api';
import { ArtisanRequestSent } from './artisan-request-sent';
// the look of the site's other modal dialog (its CSS is already in the site's stylesheet)
import * as styles from '../../../components/common/modal-dialog.module.css';

export interface ArtisanRequestDialogProps {
  /** one craftsman, or the visitor's selection (up to 3) */
  artisans: Artisan[];
  customerType: 'particulier' | 'professionnel';
  onClose: () => void;
  /** the request went: the selection has served */
  onSent: () => void;
}

/** A request to be put in touch asks either for a quote or for information. */
const subjects = { devis: contactSubjects.devis, information: contactSubjects.information };

/**
 * The request to be put in touch with the chosen craftsmen: a modal dialog
 * (native <dialog>: focus kept inside, Escape closes it) with the shared
 * contact form schema. The craftsmen are shown as they are, not as text to
 * edit, and go to POST /contact as data (`artisans`: their ids), with the
 * visitor's own description of the project. The dialog ends on a
 * confirmation that names them.
 */
export default function ArtisanRequestDialog({ artisans, customerType, onClose, onSent }: ArtisanRequestDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const { recaptchaSiteKey } = useLayoutData();
  const [reference, setReference] = useState<string | null>(null);
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
      message: '',
      accept_terms: false,
    },
  });
  const { register, formState, alert, submit, watch } = form;
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
    const receipt = await sendLead('contact', { ...values, artisans: artisans.map((a) => a.id) }, { recaptchaSiteKey });
    setReference(receipt.reference);
    onSent();
  });

  const one = artisans.length === 1;
  const title = one ? `Être mis en relation avec ${artisans[0].name}` : `Être mis en relation avec ${artisans.length} artisans`;

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
      {reference ? (
        <ArtisanRequestSent artisans={artisans} reference={reference} titleId={`${id}-title`} onClose={onClose} />
      ) : (
        <>
          <h2 id={`${id}-title`}>{title}</h2>
          <ul aria-label={one ? 'Artisan choisi' : 'Artisans choisis'}>
            {artisans.map((a) => (
              <li key={a.id}>
                {a.name} ({a.trade}, {a.zipcode} {a.city})
              </li>
            ))}
          </ul>
          <p>
            Trefima transmet votre demande {one ? 'à cet artisan, qui vous recontacte' : 'à ces artisans, qui vous recontactent'} directement. Gratuit et sans
            engagement.
          </p>
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
              <Field
                label="Code postal"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                required
                registration={register('zipcode')}
                error={errors.zipcode}
              />
              <Field label="Ville" autoComplete="address-level2" required registration={register('city')} error={errors.city} />
            </div>
            <RadioGroup legend="Vous êtes" options={customerTypes} required registration={register('customer_type')} error={errors.customer_type} />
            {pro && <Field label="Société" autoComplete="organization" required registration={register('company')} error={errors.company} />}
            <TextareaField
              label="Description de votre projet"
              required
              rows={7}
              hint="Nature des travaux, surface, commune du chantier, délai souhaité."
              registration={register('message')}
              error={errors.message}
            />
            <CheckboxField
              required
              label={
                <>
                  J’accepte que mes coordonnées soient transmises {one ? 'à l’artisan choisi' : 'aux artisans choisis'}, selon la{' '}
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
        </>
      )}
    </dialog>
  );
}
