import type { SalesPlan } from '@trefima/domain/contract';
import { AccountLink } from './account-link';
import { CartShortcut } from './cart-shortcut';
import { HeaderSearch } from './header-search';
import { TerritoryButton } from './territory-button';
import * as styles from './header-tools.module.css';

/** Search, territory, account and cart, in the header's reserved slot. */
export function HeaderTools({ plans }: { plans: SalesPlan[] }) {
  return (
    <div className={styles.tools}>
      <HeaderSearch />
      <TerritoryButton plans={plans} />
      <AccountLink />
      <CartShortcut />
    </div>
  );
}
