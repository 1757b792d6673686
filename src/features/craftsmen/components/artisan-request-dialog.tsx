import { t, tn } from '@trefima/domain/i18n/t';
import { Link } from 'gatsby';
import { useEffect, useId, useRef, useState } from 'react';
import type { Artisan } from '@trefima/domain/contract';
import { contactForm } from '@trefima/domain/forms/leads';
import { contactSubjects, customerTypes } from '@trefima/domain/forms/options';
import { useLayoutData } from '../../../hooks/use-layout-data';
import { useShopForm } from '../../../hooks/use-shop-form';
import { RadioGroup } from '../../../components/forms/radio-group';
import * as actions from '../../../components/ui/action-row.module.css';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextareaField } from '../../../components/forms/textarea-field';
import { NameFields, TownFields } from '../../../components/ui/contact-fields';
import { FormGrid } from '../../../components/ui/form-grid';
import { sendLead } from '../../lead-forms';
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

  const title = tn('craftsmen.request.title', artisans.length, { name: artisans[0].name });

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
          <ul aria-label={tn('craftsmen.request.chosen', artisans.length)}>
            {artisans.map((a) => (
              <li key={a.id}>
                {a.name} ({a.trade}, {a.zipcode} {a.city})
              </li>
            ))}
          </ul>
          <p>{tn('craftsmen.request.intro', artisans.length)}</p>
          <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
            <p>{t('craftsmen.request.required')}</p>
            <FormAlert message={alert} />
            <RadioGroup legend={t('craftsmen.request.subject')} options={subjects} required registration={register('subject')} error={errors.subject} />
            <NameFields register={register} errors={errors} />
            <FormGrid>
              <Field label={t('craftsmen.request.email')} type="email" autoComplete="email" required registration={register('email')} error={errors.email} />
              <Field label={t('craftsmen.request.phone')} type="tel" autoComplete="tel" required registration={register('phone')} error={errors.phone} />
            </FormGrid>
            <TownFields register={register} errors={errors} />
            <RadioGroup
              legend={t('craftsmen.request.customerType')}
              options={customerTypes}
              required
              registration={register('customer_type')}
              error={errors.customer_type}
            />
            {pro && (
              <Field label={t('craftsmen.request.company')} autoComplete="organization" required registration={register('company')} error={errors.company} />
            )}
            <TextareaField
              label={t('craftsmen.request.project')}
              required
              rows={7}
              hint={t('craftsmen.request.projectHint')}
              registration={register('message')}
              error={errors.message}
            />
            <CheckboxField
              required
              label={
                <>
                  {tn('craftsmen.request.consent', artisans.length)} <Link to="/politique-de-confidentialite">{t('forms.acceptTerms.privacy')}</Link>.
                </>
              }
              registration={register('accept_terms')}
              error={errors.accept_terms}
            />
            <div className={actions.row}>
              <SubmitButton pending={formState.isSubmitting}>{t('craftsmen.request.submit')}</SubmitButton>
              <button type="button" className={actions.secondary} onClick={onClose}>
                {t('craftsmen.request.cancel')}
              </button>
            </div>
          </form>
        </>
      )}
    </dialog>
  );
}
