import type { Customer } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';
import { RemoteState } from '../../../components/common/remote-state';
import * as panel from '../../../components/ui/panel.module.css';
import { useCompany } from '../api';
import { CompanySummary } from './company-summary';
import { InvitationsPanel } from './invitations-panel';
import { PeopleTable } from './people-table';
import { RulesForm } from './rules-form';

/**
 * « Mon entreprise »: the company, the person's role and what it allows;
 * for whoever may manage them, its people, invitations and approval rules
 * (the API's permissions decide: it refuses what is hidden here anyway). A
 * private buyer, who has no company, is told what the space is for.
 */
export function CompanySpace({ customer }: { customer: Customer }) {
  const member = customer.company_role != null;
  const remote = useCompany(member ? customer.customer_id : null);
  if (!member) return <p className={panel.empty}>{t('companyPages.private')}</p>;
  const id = customer.customer_id;
  return (
    <RemoteState data={remote.data} error={remote.error} retry={() => remote.mutate()} title={t('companyPages.loadFailed')}>
      {(company) => (
        <>
          <CompanySummary company={company} />
          {company.me.permissions.includes('people.manage') && (
            <>
              <PeopleTable customerId={id} meId={company.me.id} />
              <InvitationsPanel customerId={id} />
            </>
          )}
          {company.me.permissions.includes('rules.manage') && <RulesForm customerId={id} rules={company.rules} />}
        </>
      )}
    </RemoteState>
  );
}
