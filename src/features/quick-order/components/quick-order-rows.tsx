import { t } from '@trefima/domain/i18n/t';
import { unitPlural } from '@trefima/domain/i18n/units';
import { lengthIn, type Row, type RowUnit } from '../rows';
import { ReferenceCombobox } from './reference-combobox';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './quick-order.module.css';

const UNITS: [RowUnit, string][] = [
  ['piece', t('quickOrder.unit.piece')],
  ['kg', t('quickOrder.unit.kg')],
  ['t', t('quickOrder.unit.t')],
  ['m', t('quickOrder.unit.m')],
  ['m2', t('quickOrder.unit.m2')],
];

/** The unit list's value while the line counts things: not a unit of the row's own. */
const COUNTED = 'compte';

// a row's price and stock come with the API's check: their code comes then too, not with the page
const RowOffer = lazyPart(() => import('./row-offer').then((m) => ({ default: m.RowOffer })));

/** Ids the tool moves the focus to. */
export const referenceId = (key: number) => `commande-rapide-reference-${key}`;
export const removeId = (key: number) => `commande-rapide-retirer-${key}`;
const messageId = (key: number) => `commande-rapide-message-${key}`;

export interface QuickOrderRowsProps {
  rows: Row[];
  onChange: (key: number, change: Partial<Row>) => void;
  onRemove: (key: number) => void;
  /** puts the focus on an element by its id once rendered (a suggestion taken goes with its button) */
  focus: (id: string) => void;
}

/**
 * The lines as a table the buyer corrects in place: reference, quantity and
 * its unit, and what the shop found (the product, or what to change, with the
 * references that may be meant, one click each).
 */
export function QuickOrderRows({ rows, onChange, onRemove, focus }: QuickOrderRowsProps) {
  // a change unsettles what the API said of the line
  const edit = (key: number, change: Partial<Row>) => onChange(key, { ...change, name: null, message: null, field: null, suggestions: [], offer: null });
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('quickOrder.rows.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quickOrder.rows.line')}</th>
            <th scope="col">{t('quickOrder.rows.reference')}</th>
            <th scope="col">{t('quickOrder.rows.quantity')}</th>
            <th scope="col">{t('quickOrder.rows.unit')}</th>
            <th scope="col">{t('quickOrder.rows.result')}</th>
            <th scope="col">{t('quickOrder.rows.offer')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('quickOrder.rows.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const n = i + 1;
            // what the API said, tied to the field it is about (a reference's problem, or one without a field, on the reference)
            const on = r.field === 'quantity' || r.field === 'length' ? r.field : 'reference';
            const about = (field: 'reference' | 'quantity' | 'length') => r.message !== null && on === field;
            // a sheet cut to length: its length to give, once the API asks for it or when the line came with one
            const lengthField = r.field === 'length' || r.length !== null;
            return (
              <tr key={r.key} className={r.message ? styles.wrong : undefined}>
                <td>{n}</td>
                <td>
                  <ReferenceCombobox
                    id={referenceId(r.key)}
                    label={t('quickOrder.rows.referenceOf', { n })}
                    invalid={about('reference')}
                    describedBy={about('reference') ? messageId(r.key) : undefined}
                    value={r.reference}
                    onChange={(reference) => edit(r.key, { reference })}
                  />
                </td>
                <td>
                  <input
                    className={styles.input}
                    inputMode="decimal"
                    aria-label={t('quickOrder.rows.quantityOf', { n })}
                    aria-invalid={about('quantity') || undefined}
                    aria-describedby={about('quantity') ? messageId(r.key) : undefined}
                    value={r.quantity}
                    onChange={(e) => edit(r.key, { quantity: e.target.value })}
                  />
                </td>
                <td>
                  {/* the things the line counts (« 10 sacs ») are its unit while it says them: choosing a unit drops them, else the API's refusal would come back on every check */}
                  <select
                    aria-label={t('quickOrder.rows.unitOf', { n })}
                    value={r.counted ? COUNTED : r.unit}
                    onChange={(e) => e.target.value !== COUNTED && edit(r.key, { unit: e.target.value as RowUnit, counted: undefined })}
                  >
                    {r.counted && <option value={COUNTED}>{unitPlural(r.counted, 2)}</option>}
                    {UNITS.map(([u, label]) => (
                      <option key={u} value={u}>
                        {label}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  {r.message ? (
                    <p id={messageId(r.key)} className={styles.error}>
                      {r.message}
                    </p>
                  ) : (
                    r.name && <p className={styles.found}>{r.name}</p>
                  )}
                  {lengthField && (
                    <label className={styles.length}>
                      <span>{t('quickOrder.rows.length')}</span>
                      <input
                        className={styles.input}
                        inputMode="decimal"
                        aria-label={t('quickOrder.rows.lengthOf', { n })}
                        aria-invalid={about('length') || undefined}
                        aria-describedby={about('length') ? messageId(r.key) : undefined}
                        value={r.length ?? ''}
                        onChange={(e) => edit(r.key, { length: e.target.value })}
                      />
                    </label>
                  )}
                  {r.suggestions.map((s) => (
                    <button
                      key={s.reference}
                      type="button"
                      className={styles.suggestion}
                      onClick={() => {
                        // the suggestions go with the change, this button too: the keyboard goes on from the reference taken
                        edit(r.key, { reference: s.reference });
                        focus(referenceId(r.key));
                      }}
                    >
                      {t('quickOrder.rows.use', { reference: s.reference, name: s.name })}
                    </button>
                  ))}
                </td>
                <td>
                  {r.offer && (
                    <PartBoundary fallback={null}>
                      <RowOffer offer={r.offer} length={lengthIn(r)} />
                    </PartBoundary>
                  )}
                </td>
                <td>
                  <button
                    id={removeId(r.key)}
                    type="button"
                    className={styles.remove}
                    aria-label={t('quickOrder.rows.removeOf', { n })}
                    onClick={() => onRemove(r.key)}
                  >
                    {t('quickOrder.rows.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
