import { useState } from 'react';
import { refusal } from '@trefima/domain/companies/roles';
import { t } from '@trefima/domain/i18n/t';
import { companyRoleOf } from '../../approvals';
import { useSession } from '../../session';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './save-cart.module.css';

// The form (its API calls, the job sites' hook, its texts) loads when the buyer opens it, not with the cart.
const loadForm = () => import('./save-cart-form');
const SaveCartForm = lazyPart(loadForm);
const preload = () => void loadForm().catch(() => {});

/**
 * « Enregistrer comme liste » under the cart's buttons: a disclosure whose
 * form is loaded on demand (hovering or focusing the button starts it). A
 * company's person whose role may not manage its lists (the accountant) is
 * told why instead (domain/companies/roles.ts), as the API would refuse it.
 */
export function SaveCartAsList() {
  const [open, setOpen] = useState(false);
  const { customer } = useSession();
  const role = customer ? companyRoleOf(customer) : null;
  const refused = role ? refusal(role, 'lists.manage') : null;
  if (refused) return <p className={styles.box}>{refused}</p>;
  return (
    <div className={styles.box}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="save-cart-as-list"
        onClick={() => setOpen(!open)}
        onPointerOver={preload}
        onFocus={preload}
      >
        {t('savedLists.save.open')}
      </button>
      <div id="save-cart-as-list" hidden={!open}>
        {open && (
          <PartBoundary fallback={<p role="status">{t('loading')}</p>}>
            <SaveCartForm />
          </PartBoundary>
        )}
      </div>
    </div>
  );
}
