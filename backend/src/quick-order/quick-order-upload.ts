import type { QuickOrderAnswer, QuickOrderLine } from '@trefima/domain/contract';
import { LimitPassed } from '../files/limits';
import type { FileReaders } from '../files/readers';
import { DomainError } from '../shared/errors';
import { fileLines, ROWS_TO_READ } from './quick-order-file';
import type { QuickOrders } from './quick-orders';
import type { SalesPlanRow } from '../site/site';
import { UnreadableFile } from '../files/spreadsheet-files';

/** The field of the upload, which every refusal of the file is said on. */
export const FILE_FIELD = 'file';
export const MAX_QUICK_ORDER_FILE_BYTES = 1024 * 1024;

const refused = (message: string) => new DomainError('VALIDATION_ERROR', message, { errors: { [FILE_FIELD]: message } });

/**
 * A spreadsheet uploaded to the quick order, answered as a dry run of its
 * lines: each read against the catalogue by the quick order's own rules, a
 * cell that did not read keeping its own message. Nothing goes in the cart;
 * the page shows the lines to correct, then sends them. The spreadsheet is
 * read by the file readers, no further than the lines the limit allows.
 */
export async function readQuickOrderFile(
  bytes: Buffer,
  readers: FileReaders,
  quickOrders: QuickOrders,
  plan: SalesPlanRow,
  customerId: number | null,
): Promise<QuickOrderAnswer> {
  let lines;
  try {
    lines = fileLines(await readers.table(bytes, ROWS_TO_READ), (reference) => quickOrders.soldAs(reference, plan));
  } catch (e) {
    throw e instanceof UnreadableFile || e instanceof LimitPassed ? refused(e.message) : e;
  }
  // a line whose reference is missing is not looked up: nothing would match it
  const sent = lines.filter((l) => l.reference);
  const read = quickOrders.order(
    {
      // a cell that did not read is sent as one piece, only to look its reference up; its own message wins
      lines: sent.map((l) =>
        l.problem
          ? { reference: l.reference, quantity: 1, unit: 'piece', length: l.length }
          : { reference: l.reference, quantity: l.quantity, unit: l.unit, length: l.length, counted: l.counted },
      ),
      dry_run: true,
    },
    customerId,
    plan,
    () => {
      throw new Error('a dry run has no cart');
    },
  ).lines;
  const answer: QuickOrderLine[] = lines.map((l, index) => {
    const found = read[sent.indexOf(l)];
    // the thing counted goes back with the line, for the page to send it again with it
    const asked = { amount: l.quantity, unit: l.unit, ...(l.counted ? { counted: l.counted } : {}) };
    const base: QuickOrderLine = found
      ? { ...found, index, asked, length: l.length }
      : { index, reference: l.reference, product: null, asked, length: l.length, message: null, field: null, suggestions: [] };
    // the catalogue's word on the reference first, then what the file's cells said
    if (l.problem && base.field !== 'reference') Object.assign(base, { message: l.problem.message, field: l.problem.field });
    return base;
  });
  return { lines: answer, cart: null };
}
