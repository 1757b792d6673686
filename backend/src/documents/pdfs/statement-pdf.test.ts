import type { StatementAnswer } from '@trefima/domain/companies/contract';
import { readPdf } from '../../test-support/pdf-text';
import { DEMO_SELLER } from '../../site/seller';
import { statementPdf } from './statement-pdf';
import { layoutProblems } from './pdf-checks.test-support';

/** A company's name may be 150 characters long: the statement's footer, which names it on every page, stays on the page. */
const COMPANY = 'Société Coopérative d’Intérêt Collectif des Entreprises Réunies du Bâtiment et des Travaux Publics de la Martinique Nord-Caraïbe et Sud';

it('keeps the footer of a company with a long name inside the page, its page number whole', async () => {
  const statement: StatementAnswer = {
    company: COMPANY,
    on: '2026-11-30',
    from: '2026-11-01',
    time_zone: 'America/Martinique',
    opening_balance_cents: 0,
    lines: [
      {
        day: '2026-11-10',
        kind: 'facture',
        label: 'Facture FAC-GPE-2026-000010',
        debit_cents: 10850,
        credit_cents: 0,
        balance_cents: 10850,
        due_on: '2026-12-31',
        overdue: false,
        days_late: null,
      },
    ],
    totals: { invoiced_cents: 10850, credited_cents: 0, paid_cents: 0, closing_balance_cents: 10850 },
    due: { non_echu: 10850, '1_30': 0, '31_60': 0, plus_60: 0, total_cents: 10850 },
    credit: { limit_cents: 1_000_000, outstanding_cents: 10850, available_cents: 989150, payment_terms: '30_jours_fin_de_mois' },
    credit_on: '2026-11-30',
  };
  expect(COMPANY.length).toBeLessThanOrEqual(150);
  const pdf = await readPdf(await statementPdf({ statement, seller: DEMO_SELLER, siret: '73282932000074', printedAt: '2026-12-01T04:00:00Z' }));
  expect(layoutProblems(pdf)).toEqual([]);
  expect(pdf.pages[0]).toMatch(/page 1 \/ 1/);
  // the seller's legal line once, at its foot, as on the invoice (it was under the heading too)
  expect(pdf.pages[0].replace(/\s+/g, '').split(DEMO_SELLER.siret.replace(/\s+/g, ''))).toHaveLength(2);
});
