import type { ApprovalRulesAnswer } from '@trefima/domain/companies/contract';
import { COMPANY_ROLE_LABELS } from '@trefima/domain/companies/roles';
import { t } from '@trefima/domain/i18n/t';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { usePanelStatus } from '../../../components/ui/panel';
import * as panel from '../../../components/ui/panel.module.css';
import { useShopForm } from '../../../hooks/use-shop-form';
import { saveRules } from '../api';
import { eurosText } from '../euros';
import { approvalRulesForm } from '../form';
import { CompanySection } from './company-section';

/** The roles the rules may always hold back (domain/companies/forms.ts rulesForm): those who order or prepare. */
const HELD = { acheteur: COMPANY_ROLE_LABELS.acheteur, conducteur_travaux: COMPANY_ROLE_LABELS.conducteur_travaux };
const isHeld = (r: string): r is keyof typeof HELD => r in HELD;

/**
 * The administrator's approval rules: the HT amount, typed in euros, above
 * which an order waits for approval (empty: none), and the roles whose
 * orders always wait. A refusal keeps what was typed.
 */
export function RulesForm({ customerId, rules }: { customerId: number; rules: ApprovalRulesAnswer }) {
  const { message, say, statusRef } = usePanelStatus();
  const { register, formState, alert, submit, reset } = useShopForm(approvalRulesForm, {
    defaultValues: { threshold_ht_cents: eurosText(rules.threshold_ht_cents), roles_always_approved: rules.roles_always_approved.filter(isHeld) },
  });
  const errors = formState.errors;
  const onSubmit = submit(async (values) => {
    // before the call: the buyer may move the focus while it is on its way
    const from = document.activeElement;
    const company = await saveRules(customerId, values);
    reset({ threshold_ht_cents: eurosText(company.rules.threshold_ht_cents), roles_always_approved: company.rules.roles_always_approved.filter(isHeld) });
    say({ text: t('companyPages.rules.saved') }, from);
  });
  return (
    <CompanySection id="company-rules" title={t('companyPages.rules.heading')} message={message} statusRef={statusRef}>
      <p className={panel.lead}>{t('companyPages.rules.lead')}</p>
      <form onSubmit={onSubmit} noValidate aria-label={t('companyPages.rules.form')}>
        <FormAlert message={alert} />
        <Field
          label={t('companyPages.rules.threshold')}
          hint={t('companyPages.rules.thresholdHint')}
          inputMode="decimal"
          registration={register('threshold_ht_cents')}
          error={errors.threshold_ht_cents}
        />
        <CheckboxGroup
          legend={t('companyPages.rules.roles')}
          options={HELD}
          registration={register('roles_always_approved')}
          error={errors.roles_always_approved as { message?: string } | undefined}
        />
        <SubmitButton pending={formState.isSubmitting} pendingLabel={t('companyPages.rules.pending')}>
          {t('companyPages.rules.submit')}
        </SubmitButton>
      </form>
    </CompanySection>
  );
}
