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
});
