import { useEffect } from 'react';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { RadioGroup } from '../../../components/forms/radio-group';
import { SelectField } from '../../../components/forms/select-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import type { MeshLayoutAnswer, MeshPanelOffer } from '@trefima/domain/mesh-layout/contract';
import { useShopForm } from '../../../hooks/use-shop-form';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { computeLayout } from '../api';
import { bodyOf, initialValues, meshForm, readStoredValues, storeValues, type MeshFormValues } from '../form';
import { LapFields } from './lap-fields';
import * as tool from '../../../components/ui/tool-panel.module.css';
import * as styles from './mesh-layout.module.css';

/** The panel most slabs of a house take, chosen first when the territory sells it. */
const USUAL_PANEL = 'ST25C-240';

export const panelLabel = (p: MeshPanelOffer) =>
  t('meshLayout.form.panelOption', {
    reference: p.reference,
    width: formatDecimal(p.width_mm / 1000),
    length: formatDecimal(p.length_mm / 1000),
    pitchLong: p.pitch_long_mm,
    pitchTrans: p.pitch_trans_mm,
    mass: formatDecimal(p.mass_kg, { decimals: 1 }),
  });

export interface SlabFormProps {
  panels: MeshPanelOffer[] | undefined;
  /** the panels could not be loaded: said in place of the list */
  panelsFailed?: boolean;
  /** the form is sent: what the answer will need can start loading */
  onSubmit?: () => unknown;
  onResult: (layout: MeshLayoutAnswer, values: MeshFormValues) => void;
}

/** Same wire and pitch both ways (the « C » panels): both directions carry load unless the buyer says otherwise. */
const square = (p?: MeshPanelOffer) => !!p && p.wire_long_mm === p.wire_trans_mm && p.pitch_long_mm === p.pitch_trans_mm;

/**
 * The slab (a rectangle, or an L of two), the panel, and what its laps
 * depend on (the API works them out to EN 1992-1-1), or a longer lap. Sizes
 * in metres as people type them; the API's refusals land on their fields.
 */
export function SlabForm({ panels, panelsFailed, onSubmit: sent, onResult }: SlabFormProps) {
  const form = useShopForm(meshForm, { defaultValues: initialValues() });
  const { register, formState, alert, submit, watch, getValues, setValue, reset } = form;
  const errors = formState.errors;
  const isL = watch('shape') === 'L';
  const chosen = panels?.find((p) => String(p.element_id) === watch('panel'));

  // after hydration: the built HTML has an empty form
  useEffect(() => {
    const stored = readStoredValues();
    if (stored) reset(stored);
  }, [reset]);

  // set once the options exist, so that the select shows it: the stored panel if still sold here, else the usual one
  useEffect(() => {
    if (!panels?.length) return;
    const current = getValues('panel');
    // a mesh product's page links here with its reference (?reference=ST25C-240)
    const asked = new URLSearchParams(window.location.search).get('reference');
    const chosen =
      panels.find((p) => String(p.element_id) === current) ??
      panels.find((p) => p.reference === asked) ??
      panels.find((p) => p.reference === USUAL_PANEL) ??
      panels[0];
    setValue('panel', String(chosen.element_id));
  }, [panels, getValues, setValue]);

  const onSubmit = submit(async (values) => {
    void sent?.();
    storeValues(values);
    onResult(await computeLayout(bodyOf(values)), values);
  });
  const size = (name: `${'a' | 'b'}_${'length' | 'width'}`, label: string) => (
    <Field label={label} inputMode="decimal" autoComplete="off" required registration={register(name)} error={errors[name]} />
  );
  const sizes = (part: 'a' | 'b') => (
    <div className={styles.pair}>
      {size(`${part}_length`, t('meshLayout.form.length'))}
      {size(`${part}_width`, t('meshLayout.form.width'))}
    </div>
  );

  return (
    <form className={tool.form} onSubmit={onSubmit} noValidate aria-labelledby="calepinage-form-title">
      <h2 id="calepinage-form-title" className={tool.heading}>
        {t('meshLayout.form.title')}
      </h2>
      <FormAlert message={alert} />
      <RadioGroup
        legend={t('meshLayout.form.shape')}
        options={{ rect: t('meshLayout.form.shape.rect'), L: t('meshLayout.form.shape.L') }}
        registration={register('shape')}
        error={errors.shape}
      />
      <p className={styles.hint}>{t('meshLayout.form.sizeHint')}</p>
      <fieldset className={tool.group}>
        <legend>{isL ? t('meshLayout.form.partA.L') : t('meshLayout.form.partA')}</legend>
        {sizes('a')}
      </fieldset>
      {isL && (
        <fieldset className={tool.group}>
          <legend>{t('meshLayout.form.partB')}</legend>
          {sizes('b')}
        </fieldset>
      )}
      <p className={styles.hint}>{t('meshLayout.form.spanHint')}</p>
      <SelectField
        label={t('meshLayout.form.span')}
        placeholder={t('meshLayout.form.span.none')}
        options={{ length: t('meshLayout.form.span.length'), width: t('meshLayout.form.span.width') }}
        registration={register('span')}
        error={errors.span}
      />
      {panelsFailed ? (
        <p role="alert" className={tool.alert}>
          {t('meshLayout.form.panelsFailed')}
        </p>
      ) : (
        <SelectField
          label={t('meshLayout.form.panel')}
          placeholder={panels ? undefined : t('meshLayout.form.panelsLoading')}
          options={(panels ?? []).map((p) => ({ value: String(p.element_id), label: panelLabel(p) }))}
          required
          registration={register('panel')}
          error={errors.panel}
        />
      )}
      <LapFields register={register} errors={errors} square={square(chosen)} />
      <SubmitButton pending={formState.isSubmitting} pendingLabel={t('meshLayout.form.submitting')}>
        {t('meshLayout.form.submit')}
      </SubmitButton>
    </form>
  );
}
