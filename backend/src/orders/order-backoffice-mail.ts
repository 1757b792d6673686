import type { Order } from '@trefima/domain/contract';
import { formatPhone } from '@trefima/domain/forms/phone';
import { addressLine } from '@trefima/domain/customers/address-line';
import type { CustomerRow } from '../customers/customers';
import { deliveryLines, euros } from './order-mail';
import { quantityText } from '../documents/pdfs/format';

/**
 * The sales office's mail of a new order: who orders, for which territory
 * and site, with what the driver must know (contact, truck, crane, hours,
 * access), the purchase-order number, the day asked for and the lines.
 */
export function backofficeOrderMail(order: Order, c: CustomerRow, territory: string): string {
  const who = [c.company, `${c.first_name} ${c.last_name}`].filter(Boolean).join(' – ');
  const out = [`Commande ${order.number}`, `Client : ${who} <${c.email}>, ${formatPhone(c.phone)}`, `Territoire : ${territory}`, ...deliveryLines(order)];
  out.push(`Transport : ${order.carrier.name}`, `Adresse de livraison : ${addressLine(order.delivery_address, { withPhone: true })}`);
  const site = order.job_site;
  if (site) {
    const contact = [site.contact_name, site.contact_phone && formatPhone(site.contact_phone)].filter(Boolean).join(', ');
    out.push('', 'Sur le chantier :');
    if (contact) out.push(`- Contact : ${contact}`);
    out.push(`- Accès : ${site.truck_access_label}`, `- Déchargement : ${site.crane_needed ? 'grue du camion nécessaire' : 'moyens du chantier ou à la main'}`);
    if (site.opening_hours) out.push(`- Horaires : ${site.opening_hours}`);
    if (site.access_notes) out.push(`- Consignes : ${site.access_notes}`);
  }
  out.push('', 'Lignes :');
  for (const l of order.lines) {
    const from = l.schedule ? ` – nomenclature ${l.schedule.number}, révision ${l.schedule.revision}` : '';
    out.push(`- ${l.reference} ${l.name} : ${quantityText(l, ' ')}${from}, ${euros(l.total_ht)}`);
  }
  out.push(`Total : ${euros(order.amount.ht)} dont transport ${euros(order.amount.shipping_ht)}`);
  if (order.complementary_information) out.push('', 'Informations :', order.complementary_information);
  return out.join('\n');
}
