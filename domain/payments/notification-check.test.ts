import { matchNotification, type PaidOrder } from './notification-check';

const ORDER: PaidOrder = { number: 'CMD-2026-000042', totalTtcCents: 741124, currency: 'eur' };
const PAID = { reference: 'CMD-2026-000042', amountCents: 741124, currency: 'eur' };
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('matchNotification', () => {
  it('pays the order its notification names, in euros, to the cent', () => {
    expect(matchNotification(ORDER, PAID)).toEqual({ ok: true });
    expect(matchNotification(ORDER, { ...PAID, currency: 'EUR' })).toEqual({ ok: true });
  });

  it('never pays another order', () => {
    const r = matchNotification(ORDER, { ...PAID, reference: 'CMD-2026-000043' });
    expect(r).toEqual({
      ok: false,
      reason: 'reference',
      message:
        'Paiement reçu pour la référence « CMD-2026-000043 », attendu pour la commande CMD-2026-000042. La commande n’est pas marquée payée ; vérifiez ce paiement chez le prestataire.',
    });
    // a reference that only contains the number, or differs by its case, is another one
    expect(matchNotification(ORDER, { ...PAID, reference: 'CMD-2026-0000421' })).toMatchObject({ ok: false, reason: 'reference' });
    expect(matchNotification(ORDER, { ...PAID, reference: 'cmd-2026-000042' })).toMatchObject({ ok: false, reason: 'reference' });
  });

  it.each([
    ['a cent less', 741123],
    ['a cent more', 741125],
    ['the amount HT', 683064],
    ['nothing', 0],
    ['a refund', -741124],
    ['euros taken for cents', 7411.24],
  ])('never pays %s', (_, amountCents) => {
    const r = matchNotification(ORDER, { ...PAID, amountCents });
    expect(r).toMatchObject({ ok: false, reason: 'amount' });
  });

  it('tells the office both amounts, as a document writes them', () => {
    const r = matchNotification(ORDER, { ...PAID, amountCents: 741123 });
    expect(r.ok || nbsp(r.message)).toBe(
      'Paiement de la commande CMD-2026-000042 reçu pour 7 411,23 € au lieu de 7 411,24 € TTC. La commande n’est pas marquée payée ; vérifiez ce paiement chez le prestataire.',
    );
  });

  it('never pays in another currency, even for the same figure', () => {
    const r = matchNotification(ORDER, { ...PAID, currency: 'usd' });
    expect(r).toEqual({
      ok: false,
      reason: 'currency',
      message:
        'Paiement de la commande CMD-2026-000042 reçu en « USD » au lieu d’euros. La commande n’est pas marquée payée ; vérifiez ce paiement chez le prestataire.',
    });
    // the currency is named before a different amount, which in another currency means nothing
    expect(matchNotification(ORDER, { ...PAID, currency: 'xpf', amountCents: 88_000_00 })).toMatchObject({ reason: 'currency' });
  });
});
