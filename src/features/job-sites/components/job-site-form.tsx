import type { Control, FieldValues } from 'react-hook-form';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { Field } from '../../../components/forms/field';
import { RadioGroup } from '../../../components/forms/radio-group';
import { TextareaField } from '../../../components/forms/textarea-field';
import { AddressFields } from '../../../components/ui/address-fields';
import { EditForm, useEditForm, type EditorProps } from '../../../components/ui/edit-form';
import { FormGrid, FormSection } from '../../../components/ui/form-grid';
import { JOB_SITE_LIMITS, TRUCK_ACCESS, type JobSite } from '@trefima/domain/job-sites/contract';
import { t } from '@trefima/domain/i18n/t';
import { saveJobSite } from '../api';
import { forTheForm } from '../field-errors';
import { initialValues, jobSiteForm } from '../form';
import { keptFormKey } from './kept-site';
import { useRequestKey } from '../../../hooks/use-request-key';

/** The site to edit, none to create one. */
export type JobSiteFormProps = EditorProps<JobSite> & { site?: JobSite };

/**
 * Creates or edits a site. A refused send keeps everything typed and puts
 * each of the API's messages on its field, the address's ones included.
 */
export function JobSiteForm({ customer, site, onSaved, onCancel }: JobSiteFormProps) {
  const form = useEditForm(jobSiteForm, initialValues(customer, site), keptFormKey(customer.customer_id, site));
  const { register, errors, submit, kept } = form;
  // the form's one site: sent again after its answer was lost, the site made the first time takes the values
  const requestKey = useRequestKey();
  const onSubmit = submit(async (values) => {
    // before the call: the buyer may move the focus while it is on its way
    const from = document.activeElement;
    let saved: JobSite;
    try {
      saved = await saveJobSite(site ? site.job_site_id : null, values, requestKey);
    } catch (e) {
      throw forTheForm(e);
    }
    kept.forget();
    onSaved(saved, site ? t('jobSites.updated', { name: saved.name }) : t('jobSites.created', { name: saved.name }), from);
  });
  const control = form.control as unknown as Control<FieldValues>;
  const title = site ? t('jobSites.form.editTitle', { name: site.name }) : t('jobSites.form.addTitle');
  const submitLabel = site ? t('jobSites.form.save') : t('jobSites.form.submitAdd');
  return (
    <EditForm id="job-site-form-title" title={title} submitLabel={submitLabel} form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <Field label={t('jobSites.form.name')} hint={t('jobSites.form.nameHint')} required registration={register('name')} error={errors.name} />
      {/* the site's delivery address, asked as the address book asks it (its name is the site's) */}
      <FormSection legend={t('jobSites.form.addressLegend')} hint={{ id: 'job-site-address-hint', text: t('jobSites.form.addressHint') }}>
        <AddressFields register={(name) => register(`address.${name}`)} errors={errors.address} />
      </FormSection>
      <FormSection legend={t('jobSites.form.accessLegend')}>
        <FormGrid>
          <Field
            label={t('jobSites.form.contactName')}
            hint={t('jobSites.form.contactNameHint')}
            registration={register('contact_name')}
            error={errors.contact_name}
          />
          <Field label={t('jobSites.form.contactPhone')} type="tel" registration={register('contact_phone')} error={errors.contact_phone} />
        </FormGrid>
        <RadioGroup
          legend={t('jobSites.form.truckAccess')}
          hint={t('jobSites.form.truckAccessHint')}
          options={TRUCK_ACCESS}
          stacked
          required
          registration={register('truck_access')}
          error={errors.truck_access}
        />
        <CheckboxField label={t('jobSites.form.craneNeeded')} registration={register('crane_needed')} error={errors.crane_needed} />
        <Field
          label={t('jobSites.form.openingHours')}
          hint={t('jobSites.form.openingHoursHint')}
          registration={register('opening_hours')}
          error={errors.opening_hours}
        />
        <TextareaField
          label={t('jobSites.form.accessNotes')}
          hint={t('jobSites.form.accessNotesHint')}
          rows={3}
          max={JOB_SITE_LIMITS.accessNotes}
          control={control}
          registration={register('access_notes')}
          error={errors.access_notes}
        />
        <Field
          label={t('jobSites.form.purchaseOrder')}
          hint={t('jobSites.form.purchaseOrderHint')}
          registration={register('purchase_order')}
          error={errors.purchase_order}
        />
      </FormSection>
    </EditForm>
  );
}
