import { renderToStaticMarkup } from 'react-dom/server';
import type { Payment } from '@trefima/domain/contract';
import { PaymentChoice } from './payment-choice';

jest.mock('./checkout.module.css', () => ({}));

/**
 * Payment on account (30 days) is for professionals the sales office has
 * checked: the API refuses it to anyone else, so the page never lets another
 * customer choose it, and says why.
 */
const payments: Payment[] = [
  { id: 1, code: 'virement', label: 'Virement bancaire', description: 'La commande part à réception du virement.', professional_only: false },
  {
    id: 4,
    code: 'compte-client',
    label: 'Paiement sur compte client',
    description: 'Réservé aux comptes professionnels ouverts.',
    professional_only: true,
  },
];
const REASON = 'Réservé aux comptes professionnels vérifiés par notre service commercial.';

/** Each radio's markup, by its payment's label. */
function radios(customer: { type: 'particulier' | 'professionnel'; professional_verified: boolean }) {
  const html = renderToStaticMarkup(<PaymentChoice payments={payments} customer={customer} value={4} onChange={() => {}} />);
  const items = html.split('<li>').slice(1);
  const of = (label: string) => items.find((i) => i.includes(label)) ?? '';
  return { transfer: of('Virement bancaire'), account: of('Paiement sur compte client') };
}
const disabled = (item: string) => /<input[^>]*disabled=""/.test(item);
const checked = (item: string) => /<input[^>]*checked=""/.test(item);

describe('PaymentChoice', () => {
  it('offers payment on account to a professional whose account the sales office verified', () => {
    const { account, transfer } = radios({ type: 'professionnel', professional_verified: true });
    expect(disabled(account)).toBe(false);
    expect(checked(account)).toBe(true);
    expect(account).not.toContain(REASON);
    expect(disabled(transfer)).toBe(false);
  });

  it('shows it disabled, with the reason, to a professional not verified yet', () => {
    const { account, transfer } = radios({ type: 'professionnel', professional_verified: false });
    expect(disabled(account)).toBe(true);
    expect(checked(account)).toBe(false);
    expect(account).toContain(REASON);
    expect(disabled(transfer)).toBe(false);
  });

  it('shows it disabled, with the reason, to a private buyer', () => {
    const { account, transfer } = radios({ type: 'particulier', professional_verified: false });
    expect(disabled(account)).toBe(true);
    expect(checked(account)).toBe(false);
    expect(account).toContain(REASON);
    // one reason, not the API's description beside it saying nearly the same
    expect(account.match(/Réservé aux comptes professionnels/g)).toHaveLength(1);
    expect(disabled(transfer)).toBe(false);
  });
});
