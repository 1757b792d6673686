import { Link } from 'gatsby';
import { useSetAtom } from 'jotai';
import type { Address } from '../../../contract';
import { useDeliveryNote } from '../../territory/use-delivery-note';
import { deliveryPlace, undeliverableReason } from '../../../lib/delivery-territory';
import { territoryDialogAtom } from '../../../state/ui';
import * as styles from './checkout.module.css';

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
          ? `Votre adresse de livraison « ${delivery.label} » est en ${there} : les prix, la TVA et les modes de livraison affichés sont ceux de la ${plan.label}. Choisissez le territoire ${there} ou une adresse de livraison en ${plan.label}.`
          : `Votre adresse de livraison « ${delivery.label} » est hors de nos territoires. ${undeliverableReason(delivery.zipcode) ?? ''}`}
      </p>
      <p className={styles.actions}>
        {there && (
          <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={() => openTerritory('change')}>
            Changer de territoire
          </button>
        )}
        <Link to="/adresse">Choisir une autre adresse de livraison</Link>
      </p>
    </div>
  );
}
