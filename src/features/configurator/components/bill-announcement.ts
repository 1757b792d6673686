import { useEffect, useRef, useState } from 'react';
import { formatDecimal, formatPrice } from '@trefima/domain/i18n/format';
import { t, tn } from '@trefima/domain/i18n/t';
import type { Bill, BillKind } from '../roof';
import { pricedBill } from './bill-table';
import type { RoofForm } from './form-state';

/** The pause in the typing after which the bill is said (exported for its test). */
export const ANNOUNCE_MS = 1000;

/**
 * The bill in a sentence, what a buyer needs to hear of it: « 20 plaques, 6 faîtières, 40 closoirs, 12 rives,
 * 6 boîtes de vis : total 1 823,40 € HT. »; null while its prices are on their way, empty without a bill.
 */
export function billSentence(bill: Bill | null, prices: Map<number, number> | undefined, failed: boolean): string | null {
  if (!bill) return '';
  const { total } = pricedBill(bill, prices);
  if (total === undefined && !failed) return null;
  const count = (kind: BillKind) => bill.lines.reduce((n, l) => n + (l.kind === kind ? l.quantity : 0), 0);
  const said = (n: number) => ({ count: formatDecimal(n, { decimals: 0 }) });
  const [sheets, ridge, closure, flashing, screws, stitching, saddles] = (
    ['sheet', 'ridge', 'closure', 'flashing', 'screws', 'stitching', 'saddles'] as const
  ).map(count);
  const items = [
    sheets > 0 && tn('configurator.announce.sheets', sheets, said(sheets)),
    ridge > 0 && tn('configurator.announce.ridge', ridge, said(ridge)),
    closure > 0 && tn('configurator.announce.closure', closure, said(closure)),
    flashing > 0 && tn('configurator.announce.flashing', flashing, said(flashing)),
    screws > 0 && tn('configurator.announce.screws', screws, said(screws)),
    stitching > 0 && tn('configurator.announce.stitching', stitching, said(stitching)),
    saddles > 0 && tn('configurator.announce.saddles', saddles, said(saddles)),
  ]
    .filter(Boolean)
    .join(', ');
  return total === undefined ? t('configurator.announce.unpriced', { items }) : t('configurator.announce.priced', { items, total: formatPrice(total) });
}

/**
 * What the bill's live region says: its sentence once the buyer has paused for ANNOUNCE_MS after a change (each
 * keystroke rebuilds the bill: said at each, it would talk over his typing), its prices come. Nothing for the roof
 * the page opens with (kept for the tab, or empty): he has changed nothing yet.
 */
export function useSettledSentence(form: RoofForm, sentence: string | null) {
  const opened = useRef(form);
  const [settled, setSettled] = useState(false);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (form === opened.current) return;
    setSettled(false);
    const timer = setTimeout(() => setSettled(true), ANNOUNCE_MS);
    return () => clearTimeout(timer);
  }, [form]);
  useEffect(() => {
    if (!settled || sentence === null) return;
    setSaid(sentence);
    setSettled(false);
  }, [settled, sentence]);
  return said;
}
