/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, screen, within } from '@testing-library/react';
import { documentsKit } from './documents.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// Gatsby's own copy of the router, which only the build resolves: the pages' links read the page shown
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mes-factures' }) }), { virtual: true });

/**
 * /mes-factures on a phone (390 px): the table was 852 px wide in a 358 px box, the amount, « Payée le … » and the PDF
 * past its edge. Its rows stack as cards there (src/styles/stacked-table.module.css, as /mes-commandes), each cell
 * naming itself by its column (data-label), while the table keeps its caption and headers for screen readers.
 */
const kit = documentsKit();
afterEach(cleanup);

it('stacks each invoice as a card on a phone, every cell labelled by its column, the table still captioned with its headers', async () => {
  const { InvoiceList } = await import('./invoice-list');
  kit.show(<InvoiceList customerId={kit.customerId} page={1} jobSite={null} />);
  const table = await screen.findByRole('table', { name: 'Mes factures, de la plus récente à la plus ancienne' });
  expect(table.closest('.stacked')).not.toBeNull();
  const heads = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(heads.slice(0, 6)).toEqual(['Numéro', 'Commande', 'Émise le', 'Échéance', 'Montant TTC', 'Règlement']);
  const [, first] = within(table).getAllByRole('row');
  const cells = [...first!.children];
  expect(cells[0]!.tagName).toBe('TH');
  expect(cells[0]!.getAttribute('scope')).toBe('row');
  expect(cells.map((c) => c.querySelector(':scope > [data-label]')?.getAttribute('data-label'))).toEqual(heads);
  expect(within(first!).getByText(/^(Payée le|À régler|Reste)/)).toBeTruthy();
});
