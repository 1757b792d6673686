/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, screen, within } from '@testing-library/react';
import { documentsAt, PLACES } from '../../../../backend/src/testing-documents';
import { documentsKit } from './documents.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mes-commandes' }) }), { virtual: true });

/**
 * The buyer reads his documents' days as his territory counts them, against
 * the real reference API: an order, its invoice and a quotation made at
 * 03:30 UTC yesterday read yesterday's day in Guyane (00:30 there) and the
 * day before in Martinique (23:30 there), in the lists and on the pages.
 */
const kit = documentsKit();
const today = new Date();
const AT = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 3, 30);
/** dd/mm/yyyy of the UTC day `daysBefore` before AT's */
const dayOf = (daysBefore: number) => new Date(AT - daysBefore * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');
const READ = { guf: dayOf(0), mtq: dayOf(1) };
type Made = Awaited<ReturnType<typeof documentsAt>>;
const made = {} as Record<(typeof PLACES)[number]['key'], Made>;

beforeAll(async () => {
  for (const place of PLACES) made[place.key] = await documentsAt(kit.api, { token: kit.token, id: kit.customerId }, place, AT);
}, 30_000);

const rowOf = (header: HTMLElement) => within(header.closest('tr')!).getAllByRole('cell');

it.each(PLACES)('lists the order and its invoice of $key on its own day', async ({ key }) => {
  const { o, invoice } = made[key];
  const { OrderList } = await import('./order-list');
  kit.show(<OrderList customerId={kit.customerId} page={1} jobSite={null} />);
  const link = await screen.findByRole('link', { name: `Commande ${o.number}` });
  expect(rowOf(link)[0]!.textContent).toBe(READ[key]);
  cleanup();

  const { InvoiceList } = await import('./invoice-list');
  kit.show(<InvoiceList customerId={kit.customerId} page={1} jobSite={null} />);
  const [, issued, due] = rowOf(await screen.findByRole('rowheader', { name: invoice.number })).map((c) => c.textContent);
  expect([issued, due]).toEqual([READ[key], READ[key]]);
  cleanup();
});

it.each(PLACES)('dates the order of $key and each of its steps on its own day', async ({ key }) => {
  const { o } = made[key];
  const { OrderDetail } = await import('./order-detail');
  kit.show(<OrderDetail customerId={kit.customerId} id={String(o.id)} />);
  const progress = await screen.findByRole('region', { name: 'Suivi de la commande' });
  expect(screen.getByText('Date', { selector: 'dt' }).nextElementSibling?.textContent).toBe(READ[key]);
  expect([...progress.querySelectorAll('time')].map((e) => e.textContent)).toEqual(['Reçue', 'En préparation', 'Prête au retrait'].map(() => READ[key]));
  cleanup();
});

it.each(PLACES)('dates the quotation of $key, its proposal and its moves on its own day', async ({ key }) => {
  const { q } = made[key];
  const { QuotationList } = await import('./quotation-list');
  kit.show(<QuotationList customerId={kit.customerId} page={1} jobSite={null} />);
  const link = await screen.findByRole('link', { name: `Devis ${q.number}` });
  expect(rowOf(link)[0]!.textContent).toBe(READ[key]);
  cleanup();

  const { QuotationDetail } = await import('./quotation-detail');
  kit.show(<QuotationDetail customerId={kit.customerId} id={String(q.id)} />);
  const moves = await screen.findByRole('region', { name: 'Historique du devis' });
  expect(screen.getByText('Date de la demande', { selector: 'dt' }).nextElementSibling?.textContent).toBe(READ[key]);
  expect([...moves.querySelectorAll('time')].map((e) => e.textContent)).toEqual(q.history.map(() => READ[key]));
  expect(screen.getByText(/envoyée le/).textContent).toContain(`envoyée le ${READ[key]},`);
  cleanup();
});
