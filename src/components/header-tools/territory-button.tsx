import { useSetAtom } from 'jotai';
import type { SalesPlan } from '@trefima/domain/contract';
import { useHydrated } from '../../hooks/use-hydrated';
import { useTerritory } from '../../features/territory';
import { TERRITORY_BUTTON_ID, territoryDialogAtom } from '../../state/ui';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './header-tools.module.css';

/**
 * The chosen territory; it opens the territory dialog to change it. Until
 * the page has hydrated it says what the built HTML says (no territory yet).
 */
export function TerritoryButton({ plans }: { plans: SalesPlan[] }) {
  const { chosenId } = useTerritory();
  const planId = useHydrated() ? chosenId : null;
  const open = useSetAtom(territoryDialogAtom);
  const label = plans.find((p) => p.id === planId)?.label;
  return (
    <button type="button" id={TERRITORY_BUTTON_ID} className={`${styles.tool} ${styles.territory}`} onClick={() => open('change')} aria-haspopup="dialog">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
      <span className={styles.total}>
        <span className="visually-hidden">{t('header.territory.label')} </span>
        {label ?? t('header.territory.none')}
      </span>
    </button>
  );
}
