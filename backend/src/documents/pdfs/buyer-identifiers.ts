import { vatNumberOf } from '../../site/seller';
import type { DocumentBuyer } from './types';

/*
 * A buyer's identifiers as documents print them, apart from the PDF writer: the issue of an invoice records them
 * (issued-parties.ts) in the API's own process, which loads no PDF library (app-loading.test.ts).
 */

/** A professional buyer's SIRET, as printed; a private buyer's is not, nor one that is not 14 digits. */
function printedSiret(b: DocumentBuyer): string | null {
  const siret = b.siret?.replace(/\s+/g, '');
  return b.type === 'professionnel' && siret && /^\d{14}$/.test(siret) ? siret : null;
}

/** His VAT number: the one an issued document kept (issued-parties.ts), else the one his SIREN gives. */
export function buyerVatNumber(b: DocumentBuyer): string | null {
  const siret = printedSiret(b);
  return siret && (b.vat_number ?? vatNumberOf(siret.slice(0, 9)));
}

/**
 * A professional buyer's identifiers, printed with his name (CGI, art. 242
 * nonies A: the buyer's VAT number on an invoice between professionals): his
 * SIRET and his VAT number. A private buyer has none.
 */
export function buyerIdentifiers(b: DocumentBuyer): string[] {
  const siret = printedSiret(b);
  return siret ? [`SIRET ${siret}`, `N° TVA intracommunautaire ${buyerVatNumber(b)}`] : [];
}
