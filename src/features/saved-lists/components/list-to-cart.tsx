import { Link } from 'gatsby';
import { useState } from 'react';
import type { SavedListCartAnswer, SavedListLine, SavedListSummary } from '@trefima/domain/saved-lists/contract';
import { apiFailure } from '../../../hooks/api-failure';
import { formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { listToCart } from '../api';
import { lineErrors, movedPrices, type MovedPrice } from '../lines';
import * as actions from '../../../components/ui/action-row.module.css';
import * as panel from '../../../components/ui/panel.module.css';
import * as styles from './saved-lists.module.css';
import { busyProps } from '../../../components/ui/busy';

type Result =
  { kind: 'done'; skipped: SavedListCartAnswer['skipped']; moved: MovedPrice[] } | { kind: 'failed'; alert: string; lines: ReturnType<typeof lineErrors> };

/**
 * « Mettre au panier »: every line of the list added to the cart at today's
 * prices, in one call or none. What the API left out (no longer sold here)
 * is named, and each price that moved since the lines were shown is given
 * with both figures; a refusal (stock) is said on the list's lines.
 */
export function useListToCart(list: SavedListSummary, shownLines: readonly SavedListLine[] | undefined) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const go = async () => {
    setBusy(true);
    setResult(null);
    try {
      const answer = await listToCart(list.list_id, t('savedLists.cart.announce', { name: list.name }));
      setResult({ kind: 'done', skipped: answer.skipped, moved: movedPrices(shownLines, answer.cart.cart.list) });
    } catch (e) {
      const failure = apiFailure(e);
      setResult({ kind: 'failed', alert: failure.alert, lines: lineErrors(failure.fields, shownLines) });
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <button
      type="button"
      className={actions.button}
      disabled={list.line_count + list.schedule_count === 0}
      {...busyProps(busy)}
      onClick={() => void go()}
      // the name begins with what the button shows (WCAG 2.5.3); while it sends, its text alone (« Ajout au panier… »)
      aria-label={busy ? undefined : t('savedLists.cart.buttonLabel', { name: list.name })}
    >
      {busy ? t('savedLists.cart.sending') : t('savedLists.cart.button')}
    </button>
  );
  return { button, result: <CartResult name={list.name} result={result} /> };
}

/** What the API said, in a live region that is always there (a region added with its text is not read). */
function CartResult({ name, result }: { name: string; result: Result | null }) {
  return (
    <div role="status" aria-live="polite" className={styles.result}>
      {result?.kind === 'done' && (
        <>
          <p className={panel.notice}>
            {t('savedLists.cart.done', { name })} <Link to={paths.cart}>{t('savedLists.cart.seeCart')}</Link>
          </p>
          {result.skipped.length > 0 && (
            <>
              <p>{t('savedLists.cart.skippedTitle')}</p>
              <ul>
                {result.skipped.map((s) => (
                  <li key={s.reference}>
                    {/* a bar schedule is named by its number, which is its reference */}
                    {s.schedule_id !== undefined
                      ? t('savedLists.cart.skippedSchedule', { name: s.name, reason: s.reason })
                      : t('savedLists.cart.skipped', { name: s.name, reference: s.reference, reason: s.reason })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {result.moved.length > 0 && (
            <>
              <p>{t('savedLists.cart.movedTitle')}</p>
              <ul>
                {result.moved.map((m) => (
                  <li key={m.reference}>{t('savedLists.cart.moved', { name: m.name, was: formatPrice(m.was), now: formatPrice(m.now) })}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {result?.kind === 'failed' && (
        <div className={panel.problem}>
          <p>{result.alert}</p>
          {result.lines.length > 0 && (
            <ul>
              {result.lines.map((l) => (
                <li key={l.key}>
                  {l.name
                    ? t('savedLists.lineError.named', { line: l.line, name: l.name, message: l.message })
                    : t('savedLists.lineError.numbered', { line: l.line, message: l.message })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
