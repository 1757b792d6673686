import { endedPage, euros, paymentPage } from './hosted-page';
import type { SessionRecord } from './objects';

const session: SessionRecord = {
  id: 'cs_test_abc',
  created: 1_800_000_000,
  expiresAt: 1_800_003_600,
  currency: 'eur',
  amountTotal: 123456,
  lineItems: [{ name: 'Commande <C-1> & co', unitAmount: 123456, quantity: 1 }],
  clientReferenceId: 'C-2026-0042"><script>alert(1)</script>',
  customerEmail: null,
  successUrl: 'http://shop.test/ok',
  cancelUrl: 'http://shop.test/panier?a=1&b=2',
  locale: 'fr',
  metadata: {},
  paymentIntentMetadata: {},
  status: 'open',
  paymentStatus: 'unpaid',
  paymentIntentId: null,
};

/** Intl writes French amounts with narrow and no-break spaces: compared as plain spaces. */
const plain = (html: string) => html.replace(/[\u202f\u00a0]/g, ' ');

describe('the hosted payment page', () => {
  const html = paymentPage(session);

  it('is French, says it is a demonstration, and shows the amount and the shop’s reference', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(html).toContain('Mode démonstration : aucun paiement réel');
    expect(plain(html)).toContain('Montant à payer : <strong>1 234,56 €</strong>');
    expect(plain(html)).toContain('Payer 1 234,56 €');
    expect(html).toContain('Référence de la commande : <strong class="nowrap">C-2026-0042&quot;&gt;&lt;script&gt;');
  });

  it('labels every field, has a live region for errors, a visible focus, and no script', () => {
    for (const id of ['number', 'expiry', 'cvc']) {
      expect(html).toMatch(new RegExp(`<label for="${id}">[^<]+</label>\\s*<input id="${id}" name="${id}"`));
    }
    expect(html).toContain('<div id="message" class="error" role="alert" aria-live="assertive">');
    expect(html).toContain(':focus-visible{outline:3px solid');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<form method="post" action="/pay/cs_test_abc" novalidate>');
    expect(html).toContain('<a href="http://shop.test/panier?a=1&amp;b=2">Retour à la boutique</a>');
  });

  it('gives a refusal of the card itself the focus, and its page’s title, as a field’s error gives its field', () => {
    const refused = paymentPage(session, { message: 'Paiement refusé par votre banque.' });
    expect(refused).toContain(
      '<div id="message" class="error" role="alert" aria-live="assertive" tabindex="-1" autofocus><p>Paiement refusé par votre banque.</p></div>',
    );
    expect(refused).toContain('<title>Paiement refusé par votre banque. – Paiement par carte bancaire</title>');
    const field = paymentPage(session, { message: 'Le numéro de carte est incomplet.', field: 'number' });
    expect(field).not.toContain('tabindex="-1" autofocus');
    expect(field).toMatch(/<input id="number"[^>]* aria-invalid="true" autofocus/);
  });

  it('escapes what the shop sent', () => {
    expect(html).toContain('Commande &lt;C-1&gt; &amp; co × 1');
  });

  it('says a completed or expired session is over, with no form', () => {
    const done = endedPage({ ...session, status: 'complete', paymentStatus: 'paid' });
    expect(done).toContain('Cette commande est déjà payée');
    expect(done).not.toContain('<form');
    expect(endedPage({ ...session, status: 'expired' })).toContain('Cette session de paiement a expiré');
  });

  it('writes euros the French way', () => {
    expect(plain(euros(5, 'eur'))).toBe('0,05 €');
    expect(plain(euros(100000000, 'eur'))).toBe('1 000 000,00 €');
  });
});
