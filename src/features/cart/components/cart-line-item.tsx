import { Link } from 'gatsby';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartLine } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { CUT_SHEET_UNIT, withUnit } from '@trefima/domain/i18n/units';
import { formatLength } from '@trefima/domain/orders/checkout';
import { paths } from '../../../lib/routes';
import { massKilograms } from '@trefima/domain/units/mass-text';
import { AskedNote } from './asked-note';
import { LineAvailability } from './line-availability';
import { QuantityControl } from './quantity-control';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './cart-line.module.css';
import { unitsOfferedWords } from './unit-offer-words';

// loaded when the buyer asks to change a line in kg, t or m
const CartLineUnits = lazyPart(() => import('./cart-line-units'));
import { t } from '@trefima/domain/i18n/t';

interface CartLineItemProps {
  line: CartLine;
  /** what the whole cart asks of this product (lines of one sheet in several lengths share its stock) */
  wanted?: number;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  /** a quotation's cart: its lines are the proposal's, shown without the means to change them */
  locked?: boolean;
}

/** One line of /panier: picture, name and reference, length, unit price, availability, quantity, line total, remove button. */
export function CartLineItem({ line, wanted, onQuantity, onRemove, locked = false }: CartLineItemProps) {
  const intl = useIntl();
  const availabilityId = useId();
  // two lines of one sheet differ by their length: the controls' names say which
  const name = line.schedule ? `${line.name} (${line.schedule.number})` : line.length !== null ? `${line.name} (${formatLength(line.length)})` : line.name;
  const [inUnits, setInUnits] = useState(false);
  // the button that opens the units is replaced by them: the line keeps the focus until their amount takes it
  const units = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (inUnits && !units.current?.contains(document.activeElement)) units.current?.focus();
  }, [inUnits]);
  return (
    <li className={styles.line}>
      <img className={styles.image} src={line.image} alt="" width={96} height={72} loading="lazy" />
      <div className={styles.info}>
        <h3 className={styles.name}>
          <Link to={paths.product(line.slug)}>{line.name}</Link>
        </h3>
        <p className={styles.meta}>{t('cart.line.reference', { reference: line.reference })}</p>
        {line.length !== null && <p className={styles.meta}>{t('cart.line.length', { length: formatLength(line.length) })}</p>}
        {line.asked && (
          <p className={styles.meta}>
            <AskedNote line={line} />
          </p>
        )}
        {line.schedule && (
          <p className={styles.meta}>
            {/* the schedule's note as checkout and documents give it, its mass in the cart's one precision */}
            {t('barSchedule.lineNote', {
              number: line.schedule.number,
              revision: line.schedule.revision,
              mass: massKilograms(line.schedule.mass_g / 1000, { symbol: false }),
            })}
          </p>
        )}
        {line.added_by_office && (
          <p className={styles.meta}>
            <em>{t('documents.lines.addedByOffice')}</em>
          </p>
        )}
        <p className={styles.meta}>
          {t('cart.line.unitPrice')} <strong>{t('cart.line.priceHt', { price: formatPrice(line.unit_price_ht) })}</strong>
        </p>
        <LineAvailability id={availabilityId} line={line} wanted={wanted} />
        {!locked &&
          !line.schedule &&
          line.mass_kg !== null &&
          (inUnits ? (
            <div ref={units} tabIndex={-1}>
              <PartBoundary fallback={null}>
                <CartLineUnits line={line} name={name} />
              </PartBoundary>
            </div>
          ) : (
            <button
              type="button"
              className={styles.unitsToggle}
              onClick={() => setInUnits(true)}
              aria-label={t('cart.lineUnits.open', { units: unitsOfferedWords(line), name })}
            >
              {t('cart.lineUnits.openShort', { units: unitsOfferedWords(line) })}
            </button>
          ))}
      </div>
      {/* a schedule's line is its schedule's mass: changed in the schedule, not here */}
      {locked ? (
        <p className={styles.meta}>
          {t('cart.quotationCart.quantity', { quantity: withUnit(line.quantity, line.length !== null ? CUT_SHEET_UNIT : line.unit) })}
        </p>
      ) : line.schedule ? (
        <p className={styles.meta}>{t('cart.line.scheduleQuantity')}</p>
      ) : (
        <QuantityControl
          name={name}
          quantity={line.quantity}
          min={line.min_quantity}
          step={line.step}
          max={line.lead_time_days === null ? Math.floor(line.stock / (line.length ?? 1)) : undefined}
          describedBy={availabilityId}
          onChange={(q) => onQuantity(line, q)}
        />
      )}
      <p className={styles.lineTotal}>
        <span className={styles.label}>{t('cart.line.totalHt')}</span>
        <strong>{t('cart.line.priceHt', { price: formatPrice(line.total_ht) })}</strong>
      </p>
      {!locked && (
        <button type="button" className={styles.remove} aria-label={intl.formatMessage({ id: 'cart.remove' }, { name })} onClick={() => onRemove(line)}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </svg>
          <span>{t('cart.line.remove')}</span>
        </button>
      )}
    </li>
  );
}
