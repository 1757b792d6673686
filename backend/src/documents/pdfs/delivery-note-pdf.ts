import type { Order } from '@trefima/domain/contract';
import { blocks, heading, placeBlock, section, sellerLegalLine, signatureBoxes } from './document-blocks';
import { deliveredLines, massTotal } from './document-table';
import { DocumentWriter } from './document-writer';
import { formatPhone } from '@trefima/domain/forms/phone';
import { longDate } from './format';
import type { DocumentContext } from './types';

/**
 * The delivery note the driver hands over: no price (the site's foreman
 * need not see them), where and how to unload, what is delivered with a
 * column to write what was, and the boxes the receiver signs.
 */
export const deliveryNoteNumber = (orderNumber: string) => `BL-${orderNumber.replace(/^CMD-/, '')}`;

export async function deliveryNotePdf(o: Order, ctx: DocumentContext): Promise<Uint8Array> {
  const { seller } = ctx;
  const number = deliveryNoteNumber(o.number);
  const title = `Bon de livraison ${number}`;
  const w = await DocumentWriter.create({
    title,
    subject: `${title} de la commande ${o.number}`,
    author: seller.name,
    number,
    legal: sellerLegalLine(seller),
    printedAt: ctx.printedAt,
  });
  // the day the goods left or were set aside, which a note downloaded later must not read as its printing day's
  const left = o.history.filter((h) => h.status === (o.pickup ? 'prete_retrait' : 'expediee')).at(-1);
  const facts: [string, string][] = [
    ['Commande', `${o.number} du ${longDate(o.created_at, o.time_zone)}`],
    ...(left ? [[o.pickup ? 'Mis à disposition le' : 'Expédié le', longDate(left.at, o.time_zone)] as [string, string]] : []),
    ['Édité le', longDate(ctx.printedAt, o.time_zone)],
  ];
  if (o.purchase_order) facts.push(['Bon de commande N°', o.purchase_order]);
  facts.push(['Livraison souhaitée', o.requested_delivery_date ? `le ${longDate(o.requested_delivery_date, o.time_zone)}` : 'dès que possible']);
  facts.push(['Transporteur', o.carrier.name]);
  heading(w, seller, title, facts);
  const site = o.job_site;
  blocks(w, [
    placeBlock(o, 'Adresse de livraison', { client: true }),
    {
      title: 'Chantier',
      lines: site
        ? [
            site.name,
            site.contact_name && `Contact : ${site.contact_name}`,
            site.contact_phone && `Tél. ${formatPhone(site.contact_phone)}`,
            `Accès camion : ${site.truck_access_label}`,
            site.crane_needed ? 'Grue nécessaire au déchargement' : 'Déchargement sans grue',
            site.opening_hours && `Horaires : ${site.opening_hours}`,
            site.access_notes && `Accès : ${site.access_notes}`,
          ]
        : ['Non précisé'],
    },
  ]);
  deliveredLines(w, o.lines);
  massTotal(w, o.lines);
  section(w, 'Remarques du client', o.complementary_information);
  signatureBoxes(w, ['Reçu par (nom, date, signature)', 'Réserves']);
  return w.save();
}
