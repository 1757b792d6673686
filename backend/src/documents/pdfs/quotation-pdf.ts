import type { Quotation } from '@trefima/domain/contract';
import { blocks, buyerLines, heading, section, sellerLegalLine, signatureBoxes, totals } from './document-blocks';
import { pricedLines } from './document-table';
import { DocumentWriter } from './document-writer';
import { deliveryTermsText, longDate } from './format';
import type { DocumentContext } from './types';

/**
 * A quotation as the buyer prints it to sign: the request until the office
 * proposes, then "Devis … — révision n" with its validity, the lines and
 * totals of the current proposal, the office's terms and message, and the
 * "Bon pour accord" box while it can be accepted (why not, otherwise).
 */
export async function quotationPdf(q: Quotation, ctx: DocumentContext): Promise<Uint8Array> {
  const { seller, buyer, territory } = ctx;
  const proposed = q.revision > 0;
  const title = proposed ? `Devis ${q.number} — révision ${q.revision}` : `Demande de devis ${q.number}`;
  const w = await DocumentWriter.create({
    title,
    subject: `${title} pour ${buyer.company ?? `${buyer.first_name} ${buyer.last_name}`}`,
    author: seller.name,
    number: proposed ? `${q.number} rév. ${q.revision}` : q.number,
    legal: sellerLegalLine(seller),
    printedAt: ctx.printedAt,
  });
  const proposal = q.proposals.find((p) => p.revision === q.revision);
  heading(w, seller, title, [
    ['Demandé le', longDate(q.created_at, q.time_zone)],
    ...(proposal ? ([['Proposé le', longDate(proposal.created_at, q.time_zone)]] as [string, string][]) : []),
    ['Validité', q.valid_until ? `Valable jusqu’au ${longDate(q.valid_until, q.time_zone)}` : 'Proposition en attente'],
    ['Statut', q.status_label],
  ]);
  blocks(w, [
    { title: 'Client', lines: buyerLines(buyer) },
    { title: 'Chantier', lines: [q.job_site?.name ?? 'Non précisé', territory.label] },
  ]);
  if (!proposed) w.paragraph('Prix indicatifs du catalogue : le service commercial vous adressera sa proposition.', { bold: true });
  pricedLines(w, q.lines);
  totals(w, q.amount);
  section(w, 'Conditions de livraison', deliveryTermsText(q));
  section(w, 'Message du service commercial', proposal?.message);
  section(w, 'Votre demande', q.complementary_information);
  // only a proposal open to acceptance is signed: one expired, replaced, refused or accepted says so instead of a box
  if (proposed && q.status === 'envoyee') signatureBoxes(w, ['Bon pour accord — date, nom, signature et cachet']);
  else if (proposed) w.paragraph(notSignable(q), { bold: true });
  return w.save();
}

/** Why a proposal printed after its time is not to be signed. */
function notSignable(q: Quotation): string {
  if (q.status === 'expiree' && q.valid_until) {
    return `Cette proposition n’était valable que jusqu’au ${longDate(q.valid_until, q.time_zone)} : demandez son renouvellement depuis votre espace client.`;
  }
  if (q.status === 'en_cours') return 'Une révision de cette proposition est en cours : elle sera remplacée par la prochaine.';
  if (q.status === 'refusee') return 'Cette proposition a été refusée.';
  return 'Cette proposition a été acceptée.';
}
