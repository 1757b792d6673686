import type { QuotationEvent } from '@trefima/domain/contract';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import * as styles from './documents.module.css';

// literal ids: the build writes each text in place of its id
const WHAT: Record<QuotationEvent['action'], string> = {
  request: t('documents.timeline.request'),
  study: t('documents.timeline.study'),
  propose: t('documents.timeline.propose'),
  accept: t('documents.timeline.accept'),
  refuse: t('documents.timeline.refuse'),
  revision: t('documents.timeline.revision'),
  renew: t('documents.timeline.renew'),
  order: t('documents.timeline.order'),
};
const WHO: Record<QuotationEvent['actor'], string> = {
  office: t('documents.timeline.office'),
  customer: t('documents.timeline.customer'),
};

/**
 * Who made a move: the office, the reader, or, in a company whose people share its quotations, the colleague who made
 * it (« Votre entreprise » for a move written before the history named them).
 */
function who(e: QuotationEvent, reader: number): string {
  if (e.actor === 'office') return WHO.office;
  if (e.by === undefined || (e.by && e.by.id === reader)) return WHO.customer;
  return e.by ? e.by.name : t('documents.timeline.company');
}

/** Every move of the quotation, by the office or the buyer, oldest first: date (the quotation's territory's day), who, what, and the word that came with it. */
export function QuotationTimeline({ history, timeZone, reader }: { history: QuotationEvent[]; timeZone: TimeZone; reader: number }) {
  if (!history.length) return null;
  return (
    <section aria-labelledby="quotation-timeline">
      <h3 id="quotation-timeline">{t('documents.timeline.title')}</h3>
      <ol className={styles.timeline}>
        {history.map((e, i) => (
          <li key={i}>
            <time dateTime={e.at}>{formatDate(e.at, timeZone)}</time>
            {' — '}
            <span>{t('documents.timeline.move', { who: who(e, reader), what: WHAT[e.action] })}</span>
            {e.revision !== null && e.action === 'propose' && <span> {t('documents.timeline.revisionNumber', { revision: e.revision })}</span>}
            {e.message && <p className={styles.preLine}>{e.message}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
