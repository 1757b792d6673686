/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Customer } from '@trefima/domain/contract';
import type { StatementAnswer } from '@trefima/domain/companies/contract';
import { Statement } from './statement';

// the client faked (a component never imports it: eslint.layers.mjs), each call answered by its endpoint's name
jest.mock('../../../shop-client/browser', () => ({ shop: jest.fn() }));
const { shop } = jest.requireMock<{ shop: jest.Mock }>('../../../shop-client/browser');

/** The relevé de compte: what is overdue is marked in words, and what is left to pay is shown by age. */
const statement: StatementAnswer = {
  company: 'BTP Caraïbes',
  on: '2026-12-01',
  from: null,
  time_zone: 'America/Martinique',
  opening_balance_cents: 0,
  lines: [
    {
      day: '2026-09-10',
      kind: 'facture',
      label: 'Facture FA-101',
      debit_cents: 250000,
      credit_cents: 0,
      balance_cents: 250000,
      due_on: '2026-11-19',
      overdue: true,
      days_late: 12,
    },
    {
      day: '2026-11-20',
      kind: 'facture',
      label: 'Facture FA-102',
      debit_cents: 80000,
      credit_cents: 0,
      balance_cents: 330000,
      due_on: '2027-01-31',
      overdue: false,
      days_late: null,
    },
  ],
  totals: { invoiced_cents: 330000, credited_cents: 0, paid_cents: 0, closing_balance_cents: 330000 },
  due: { non_echu: 80000, '1_30': 250000, '31_60': 0, plus_60: 0, total_cents: 330000 },
  credit: { limit_cents: 1000000, outstanding_cents: 330000, available_cents: 670000, payment_terms: '30_jours_fin_de_mois' },
  credit_on: '2026-12-03',
};
const customer = (role: string) => ({ customer_id: 5, company_role: role }) as unknown as Customer;
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const page = (role: string) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Statement customer={customer(role)} />
    </SWRConfig>,
  );

beforeEach(() => {
  (shop as jest.Mock).mockReset();
  (shop as jest.Mock).mockImplementation(async (ep: { name: string }) => (ep.name === 'company.statement' ? statement : null));
});

describe('Statement', () => {
  it('marks an overdue line, in words too, and shows what is due by age', async () => {
    page('comptable');
    const late = await screen.findByText('Échue depuis 12 jours');
    const row = late.closest('tr')!;
    expect(row.className).toContain('overdue');
    expect(text(row)).toContain('Facture FA-101');
    const other = screen.getByText('Facture FA-102', { exact: false }).closest('tr')!;
    expect(other.className).not.toContain('overdue');
    expect(text(other)).not.toContain('Échue');

    const ageing = screen.getByRole('table', { name: /Reste à payer au 01\/12\/2026/ });
    const headers = within(ageing).getAllByRole('columnheader').map(text);
    expect(headers).toEqual(['Non échu', 'En retard de 1 à 30 jours', 'En retard de 31 à 60 jours', 'En retard de plus de 60 jours', 'Total']);
    expect(within(ageing).getAllByRole('cell').map(text)).toEqual(['800 €', '2 500 €', '0 €', '0 €', '3 300 €']);
    expect(screen.getByRole('button', { name: 'Télécharger le PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Télécharger le CSV' })).toBeTruthy();
    expect(screen.getByLabelText('Relevé au')).toBeTruthy();
    // the credit is today's, what can be ordered on account now, whatever day the statement is of: its day is said
    expect(screen.getByRole('heading', { name: 'Votre encours au 03/12/2026' })).toBeTruthy();
  });

  it('tells a role that may not read it why, and asks nothing', () => {
    page('acheteur');
    expect(text(document.body)).toContain('Votre rôle (acheteur) ne permet pas de consulter le relevé de compte');
    expect(shop).not.toHaveBeenCalled();
  });
});
