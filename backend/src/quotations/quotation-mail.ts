import type { Quotation } from '@trefima/domain/contract';
import { formatPhone } from '@trefima/domain/forms/phone';
import type { CustomerRow } from '../customers/customers';
import { euros } from '../orders/order-mail';
import { quantityText } from '../documents/pdfs/format';

/**
 * The sales office's mail of a new quotation request: who asks, for which
 * territory, the lines (a schedule's with its reference and revision), what
 * the customer wrote and the files he sent (officeMailFiles' lines).
 */
export function backofficeQuotationMail(q: Quotation, c: CustomerRow, territory: string, fileLines: readonly string[]): string {
  const who = [c.company, `${c.first_name} ${c.last_name}`].filter(Boolean).join(' – ');
  const out = [`Demande de devis ${q.number}`, `Client : ${who} <${c.email}>, ${formatPhone(c.phone)}`, `Territoire : ${territory}`, ''];
  if (q.lines.length) {
    out.push('Lignes :');
    for (const l of q.lines) {
      const from = l.schedule ? ` – nomenclature ${l.schedule.number}, révision ${l.schedule.revision}` : '';
      out.push(`- ${l.reference} ${l.name} : ${quantityText(l, ' ')}${from}, ${euros(l.total_ht)}`);
    }
    out.push(`Total : ${euros(q.amount.ht)}`);
  } else {
    out.push('Aucune ligne chiffrée en ligne : tout est à chiffrer.');
  }
  if (q.complementary_information) out.push('', 'Informations :', q.complementary_information);
  if (fileLines.length) out.push('', 'Fichiers joints :', ...fileLines);
  return out.join('\n');
}
