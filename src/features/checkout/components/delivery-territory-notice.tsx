import { Link } from 'gatsby';
import { useSetAtom } from 'jotai';
import type { Address } from '@trefima/domain/contract';
import { useDeliveryNote } from '../../territory';
import { deliveryPlace, undeliverableReason } from '@trefima/domain/territory/delivery-territory';
import { territoryDialogAtom } from '../../../state/ui';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

/**
 * Said before the order is sent: the chosen delivery address lies outside
 * the territory whose prices, VAT and carriers are on screen (the territory
 * was changed in the header, or the address was never in it). Offers the
 * territory of the address, or another address. (The three territories'
 * names are feminine: "la Guadeloupe", "en Guadeloupe".)
 */
export function DeliveryTerritoryNotice({ delivery }: { delivery: Address }) {
  const { note, plan, labelOf } = useDeliveryNote();
  const openTerritory = useSetAtom(territoryDialogAtom);
  if (!plan || note(delivery) === null) return null;
  const place = deliveryPlace(delivery.zipcode);
  const there = place.kind === 'territory' ? labelOf(place.target) : null;
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.problemTitle}>
        {there
          ? t('checkout.territoryNotice.elsewhere', { label: delivery.label, there, plan: plan.label })
          : t('checkout.territoryNotice.outside', { label: delivery.label, reason: undeliverableReason(delivery.zipcode) ?? '' })}
      </p>
      <p className={styles.actions}>
        {there && (
          <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={() => openTerritory('change')}>
            {t('checkout.territoryNotice.changeTerritory')}
          </button>
        )}
        <Link to="/adresse">{t('checkout.territoryNotice.otherAddress')}</Link>
      </p>
    </div>
  );
}
