import type { Order } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { order } from '../documents/pdfs/fixtures.test-support';
import { orderMail } from './order-mail';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('the order confirmation mail', () => {
  // The fixture's order: 6 830,64 € HT, 7 411,24 € TTC at 8,5 % (worked out in fixtures.test-support.ts)
  const placed = order();
  const body = orderMail('Hélène', placed);

  it('writes its amounts as the site and the PDFs do: thousands apart, cents shown', () => {
    expect(placed.amount.ht).toBe(683064);
    expect(body).toContain(`d’un montant de 6${NNBSP}830,64${NBSP}€ HT, soit ${formatPrice(placed.amount.ttc, { alwaysCents: true })} TTC.`);
    expect(body).toContain(`virez ${formatPrice(placed.payment_instructions!.amount_ttc, { alwaysCents: true })} TTC sur le compte`);
    expect(body).not.toMatch(/\d{4},\d\d/);
  });

  it('says of an order waiting for its card payment until when its goods are held, on its territory’s clock, and where to pay', () => {
    const waiting: Order = { ...order(), status: 'en_attente_paiement', payment: { id: 5, label: 'Carte bancaire' }, payment_instructions: undefined };
    const page = 'https://www.trefima.example/commande/paiement?commande=CMD-2026-00042';
    // 00:10 UTC on 27 November is 20:10 on the 26th in Martinique
    const card = orderMail('Hélène', { ...waiting, time_zone: 'America/Martinique' }, { reservedUntil: '2026-11-27T00:10:00.000Z', page });
    expect(card).toContain('Elle attend votre paiement par carte bancaire.');
    expect(card).toContain(`Ses articles vous sont réservés jusqu’à ce délai : le 26/11/2026 à 20${NBSP}h${NBSP}10 (heure de la Martinique).`);
    expect(card).toContain(`Payez-la, ou reprenez son paiement, ici : ${page}`);
    expect(card).toContain('Sans paiement dans ce délai, la commande est annulée et ses articles remis en vente.');
    expect(card).not.toMatch(/confirm|prépar|virement/i);
    // Cayenne is an hour ahead of the Antilles
    const guyane = orderMail('Hélène', { ...waiting, time_zone: 'America/Cayenne' }, { reservedUntil: '2026-11-27T00:10:00.000Z', page });
    expect(guyane).toContain(`le 26/11/2026 à 21${NBSP}h${NBSP}10 (heure de la Guyane).`);
  });

  it('leaves a bank transfer’s mail as it was, the transfer’s details and « préparée dès réception »', () => {
    expect(body).toContain('Votre commande est préparée dès réception du virement.');
    expect(body).not.toMatch(/carte bancaire|réservés/);
  });
});
