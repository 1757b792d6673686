import type { Quotation } from '../../../src/contract';
import type { CustomerRow } from './customers';
import { euros } from './order-mail';
import type { StoredFile } from './upload-store';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} Ko` : `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

/**
 * The sales office's mail of a new quotation request: who asks, for which
 * territory, the lines (a schedule's with its reference and revision), what
 * the customer wrote and where the files he sent are kept.
 */
export function backofficeQuotationMail(q: Quotation, c: CustomerRow, territory: string, files: StoredFile[]): string {
  const who = [c.company, `${c.first_name} ${c.last_name}`].filter(Boolean).join(' – ');
  const out = [`Demande de devis ${q.number}`, `Client : ${who} <${c.email}>, ${c.phone}`, `Territoire : ${territory}`, ''];
  if (q.lines.length) {
    out.push('Lignes :');
    for (const l of q.lines) {
      const from = l.schedule ? ` – nomenclature ${l.schedule.number}, révision ${l.schedule.revision}` : '';
      out.push(`- ${l.reference} ${l.name} : ${l.quantity} ${l.unit}${from}, ${euros(l.total_ht)}`);
    }
    out.push(`Total : ${euros(q.amount.ht)}`);
  } else {
    out.push('Aucune ligne chiffrée en ligne : tout est à chiffrer.');
  }
  if (q.complementary_information) out.push('', 'Informations :', q.complementary_information);
  if (files.length) {
    out.push('', 'Fichiers joints :');
    for (const f of files) out.push(`- ${f.name} (${f.type}, ${size(f.size)}) : ${f.path}`);
  }
  return out.join('\n');
}
