import { t } from '@trefima/domain/i18n/t';
import { RemoteState } from '../../../components/common/remote-state';
import { usePanelStatus } from '../../../components/ui/panel';
import { usePeople } from '../api';
import { CompanySection } from './company-section';
import { PersonRow } from './person-row';
import * as styles from './company.module.css';

/** The company's people, for its administrator: each one's role and monthly limit, and « Retirer ». */
export function PeopleTable({ customerId, meId }: { customerId: number; meId: number }) {
  const remote = usePeople(customerId);
  const { message, say, statusRef } = usePanelStatus();
  return (
    <CompanySection id="company-people" title={t('companyPages.people.heading')} message={message} statusRef={statusRef}>
      <RemoteState data={remote.data} error={remote.error} retry={() => remote.mutate()} title={t('companyPages.people.loadFailed')}>
        {(people) => (
          <div className={styles.tableBox}>
            <table className={styles.table} aria-labelledby="company-people">
              <thead>
                <tr>
                  <th scope="col">{t('companyPages.people.name')}</th>
                  <th scope="col">{t('companyPages.people.email')}</th>
                  <th scope="col">{t('companyPages.people.role')}</th>
                  <th scope="col">{t('companyPages.people.limit')}</th>
                  <th scope="col">{t('companyPages.people.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {people.map((p) => (
                  <PersonRow key={p.id} person={p} customerId={customerId} isMe={p.id === meId} say={say} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </RemoteState>
    </CompanySection>
  );
}
