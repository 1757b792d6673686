import type { BarSchedule } from '@trefima/domain/bar-schedules/contract';
import { formatKilograms, formatPrice } from '@trefima/domain/i18n/format';
import { t, tn } from '@trefima/domain/i18n/t';
import { paths } from '../../lib/routes';
import { isBlankRow } from './import/cells';
import { askQuotation, downloadDraftPdf, downloadPdf, saveFile, saveSchedule, sendToCart } from './api';
import { figuresOf, type DraftSchedule, type ScheduleSummary } from './model';

/** How a button's press ended, as the editor says it. */
export interface ActionResult {
  /** what to announce (aria-live) */
  message: string;
  /** a failure: shown as an error */
  error?: boolean;
  /** where to go next (the quotation, the cart) */
  link?: { to: string; label: string };
  /** already said by another live region (the cart's): shown, not said twice */
  announced?: boolean;
}

const unreadable = (d: DraftSchedule) => d.rows.filter((r) => !isBlankRow(r) && Object.keys(figuresOf(r).cellErrors).length).length;
/** A cell not read is left out of the row the screen counts: a file would show that row otherwise than the screen. */
const unreadableFile = (d: DraftSchedule): ActionResult | null => {
  const n = unreadable(d);
  return n ? { message: tn('barSchedule.actions.unreadableFile', n), error: true } : null;
};
const kg = (g: number) => formatKilograms(g, { symbol: null });

/**
 * What the editor's buttons do (use-schedule-actions.ts loads this on the first press, and fetches it once the editor
 * shows). Every send saves first, so that the API works out from its own copy the figures the customer is billed;
 * when they differ from the preview (a price changed meanwhile) nothing is sent and the customer is told.
 */
export function scheduleActionFlows(draft: DraftSchedule, summary: ScheduleSummary | null, onSaved: (s: BarSchedule) => void) {
  /** The saved schedule as the API worked it out, saved now if the draft changed. */
  const saved = async (d: DraftSchedule): Promise<BarSchedule> => {
    if (unreadable(d)) throw new Error(tn('barSchedule.actions.unreadable', unreadable(d)));
    const s = await saveSchedule(d.header, d.rows, d.saved, d.requestKey);
    onSaved(s);
    return s;
  };

  /** The API's figures against the preview's: the customer sends only what he saw. */
  const sameAsShown = (s: BarSchedule) => !summary?.price || (s.totals.mass_g === summary.totals.massG && s.price.total_ht === summary.price.totalHt);

  /** `handPriced`: a quotation, where diameters without an online price are what the sales office prices; rows to correct still stop it. */
  const refusal = (s: BarSchedule, handPriced = false): ActionResult | null => {
    const toCorrect = s.rows.some((r) => r.problems.some((p) => !p.warning));
    if (!s.orderable && (toCorrect || !handPriced)) return { message: t('barSchedule.actions.notOrderable'), error: true };
    if (!sameAsShown(s)) {
      return { message: t('barSchedule.actions.changed', { kg: kg(s.totals.mass_g), price: formatPrice(s.price.total_ht) }), error: true };
    }
    return null;
  };

  return {
    save: async (): Promise<ActionResult> => {
      const s = await saved(draft);
      return { message: t('barSchedule.actions.saved', { number: s.number, revision: s.revision }) };
    },
    toCart: async (): Promise<ActionResult> => {
      const s = await saved(draft);
      const refused = refusal(s);
      if (refused) return refused;
      const announce = t('barSchedule.actions.inCart', { number: s.number, revision: s.revision, kg: kg(s.totals.mass_g) });
      await sendToCart(s, announce);
      return { message: announce, link: { to: paths.cart, label: t('barSchedule.actions.seeCart') }, announced: true };
    },
    quotation: async (information?: string, plan: File | null = null): Promise<ActionResult> => {
      const s = await saved(draft);
      const refused = refusal(s, true);
      if (refused) return refused;
      const q = await askQuotation(s, information, plan);
      return {
        message: t('barSchedule.actions.quoted', { number: q.number }),
        link: { to: `${paths.quotations}/${q.id}`, label: t('barSchedule.actions.seeQuotation') },
      };
    },
    pdf: async (loggedIn: boolean): Promise<ActionResult> => {
      const refused = unreadableFile(draft);
      if (refused) return refused;
      if (!loggedIn) {
        await downloadDraftPdf(draft.header, draft.rows);
      } else {
        const s = draft.dirty || !draft.saved ? await saved(draft) : null;
        await downloadPdf(s?.id ?? draft.saved!.id, s?.revision ?? draft.saved!.revision);
      }
      return { message: t('barSchedule.actions.pdf') };
    },
    /**
     * Written here, by the same code as the API's: a draft not saved gets its file too. Its code loads on the click.
     * The file's revision letter (its name, each line's `i`) is that of its rows: a saved schedule changed since is saved
     * first, as for the PDF, else the machine would bend the edits under the letter ordered (frozen in a cart, the
     * change makes the next letter); a draft never saved has no letter.
     */
    bvbs: async (): Promise<ActionResult> => {
      const refused = unreadableFile(draft);
      if (refused) return refused;
      const s = draft.saved && draft.dirty ? await saved(draft) : draft.saved;
      const { scheduleToBf2d } = await import('@trefima/domain/bar-schedules/bvbs-schedule');
      const lines = draft.rows.filter((r) => !isBlankRow(r)).map((r) => figuresOf(r).line);
      const out = scheduleToBf2d(lines, {
        project: draft.header.job_site || s?.number || 'NOMENCLATURE',
        drawing: draft.header.drawing,
        index: s?.revision ?? '',
      });
      if (!out.lines) return { message: t('barSchedule.actions.bvbsNone'), error: true };
      saveFile({ blob: new Blob([out.file], { type: 'text/plain' }), name: `${s?.number ?? 'nomenclature'}-${s?.revision ?? 'brouillon'}.abs` });
      const skipped = out.skipped.map((k) => k.row + 1);
      return {
        message: skipped.length
          ? t('barSchedule.actions.bvbsPartial', { count: out.lines, rows: skipped.join(', ') })
          : tn('barSchedule.actions.bvbs', out.lines),
      };
    },
  };
}
