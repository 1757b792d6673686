/** @jest-environment ./src/test-support/jsdom-env.ts */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@trefima/domain/contract';
import { documentsKit } from './documents.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// Gatsby's own copy of the router, which only the build resolves: the pages' links read the page shown
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mon-compte' }) }), { virtual: true });

/**
 * An order's page and the invoices' list as the buyer follows them, against
 * the real reference API: the steps with their dates, the papers offered as
 * they exist, each saved as the PDF the API makes.
 */
const kit = documentsKit();
let saved: Blob[];
beforeAll(() => {
  saved = [];
  // jsdom has no object URLs: what would be saved is kept here
  URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:saved');
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = () => {};
});

it('follows a delivered order step by step and saves its papers', async () => {
  const o = ((await kit.call('GET', '/order')).items as Order[]).find((x) => x.status === 'livree' && x.invoice);
  const { OrderDetail } = await import('./order-detail');
  kit.show(<OrderDetail customerId={kit.customerId} id={String(o!.id)} />);
  const progress = await screen.findByRole('region', { name: 'Suivi de la commande' });
  const steps = within(progress).getAllByRole('listitem');
  expect(steps.map((li) => li.firstChild?.textContent)).toEqual([
    'Reçue',
    'En préparation',
    o!.pickup ? 'Prête au retrait' : 'Expédiée',
    o!.pickup ? 'Retirée' : 'Livrée',
  ]);
  expect(steps.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, null, 'step']);
  expect(steps.every((li) => li.querySelector('time'))).toBe(true);

  const papers = screen.getByRole('region', { name: 'Documents' });
  expect(
    within(papers)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Confirmation de commande (PDF)', 'Bon de livraison (PDF)', `Facture ${o!.invoice!.number} (PDF)`]);
  await userEvent.setup().click(within(papers).getByRole('button', { name: 'Bon de livraison (PDF)' }));
  await waitFor(() => expect(within(papers).getByRole('status').textContent).toMatch(/^Fichier .+\.pdf téléchargé\.$/));
  expect(saved.at(-1)?.type).toBe('application/pdf');
});

it('names each invoice’s PDF button after its invoice', async () => {
  const [f] = (await kit.call('GET', '/invoice')).items as { number: string }[];
  const { InvoiceList } = await import('./invoice-list');
  kit.show(<InvoiceList customerId={kit.customerId} page={1} jobSite={null} />);
  const button = await screen.findByRole('button', { name: `PDF de la facture ${f!.number}` });
  expect(button.textContent).toBe('PDF');
});

it('gives the order’s total mass in kg and t, as the cart gave it', async () => {
  const o = ((await kit.call('GET', '/order')).items as Order[]).find((x) => x.lines.some((l) => l.mass_kg !== null))!;
  const { OrderDetail } = await import('./order-detail');
  kit.show(<OrderDetail customerId={kit.customerId} id={String(o.id)} />);
  const grams = o.lines.reduce((sum, l) => sum + Math.round((l.mass_kg ?? 0) * 1000), 0);
  const kg = (grams / 1000).toFixed(1).replace('.', ',');
  const mass = await screen.findByText(/^Masse totale :/);
  expect(mass.textContent!.replace(/[\s\u00a0\u202f]+/g, '')).toContain(`${kg}kg(${(grams / 1e6).toFixed(2).replace('.', ',')}t)`);
});

it('calls the PDF of an order not confirmed (its card awaited, or cancelled before it came) no confirmation', async () => {
  const o = ((await kit.call('GET', '/order')).items as Order[]).find((x) => x.status === 'confirmee' || x.status === 'livree')!;
  const { OrderDocuments } = await import('./order-documents');
  const bare = { ...o, invoice: null, delivery_note: false };
  const waiting = kit.show(
    <OrderDocuments order={{ ...bare, status: 'en_attente_paiement', history: [{ status: 'en_attente_paiement', at: o.created_at, message: null }] }} />,
  );
  expect(
    within(screen.getByRole('region', { name: 'Documents' }))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Commande (PDF)']);
  waiting.unmount();
  const history = [
    { status: 'en_attente_paiement' as const, at: o.created_at, message: null },
    { status: 'annulee' as const, at: o.created_at, message: null },
  ];
  kit.show(<OrderDocuments order={{ ...bare, status: 'annulee', history }} />);
  expect(
    within(screen.getByRole('region', { name: 'Documents' }))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Commande (PDF)']);
});
