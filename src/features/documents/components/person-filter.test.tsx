/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import { focusContentAfterNavigation } from '../../../components/layout/route-focus';
import { personOf, siteOf } from '../../../lib/list-params';
import { PRIVATE, SITE_ADDRESS } from '../../../../backend/src/testing';
import { quiet } from '../../../test-support/browser-api';
import { documentsKit } from './documents.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// Gatsby's own copy of the router, which only the build resolves: the pages' links read the page shown
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mon-compte' }) }), { virtual: true });

/**
 * « Mes commandes », « Mes devis » and « Mes factures » of a company that
 * buys together, against the real reference API: the administrator of
 * Bellance BTP (three people in the demo) narrows them to one person's, the
 * choice kept in the address beside the job site's; each row says who made
 * it. Nobody is offered the filter where there is no choice, or where the API
 * does not show the company's people.
 */
const kit = documentsKit();
afterEach(cleanup);
afterEach(() => (navigate as jest.Mock).mockClear());

const idOf = (email: string) => kit.api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(email) as number;
const FOREMAN = 'conducteur@trefima.example';

/** The GET calls the page made to `path` since the test began, as their URLs. */
const reads = (path: string) =>
  (kit.fetchSpy.mock.calls as [unknown][])
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input)))
    .filter((url) => url.pathname.endsWith(path));

/** Each body row's cell under `header`. */
function column(table: HTMLElement, header: string) {
  const heads = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const at = heads.indexOf(header);
  expect(at).toBeGreaterThan(-1);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.querySelectorAll('th, td')[at]!.textContent);
}

async function signIn(login: { email: string; password: string }) {
  const { login: open } = await import('../../account/session-actions');
  await open({ login: login.email, password: login.password });
  kit.fetchSpy.mockClear();
}

describe('for the administrator of a company of several people', () => {
  beforeAll(() => kit.fetchSpy.mockClear());

  it('offers its people, himself named as such, and says who placed each order', async () => {
    const { OrderList } = await import('./order-list');
    kit.show(<OrderList customerId={kit.customerId} page={1} jobSite={null} person={null} />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Personne :' });
    // in the API's order, by name
    expect([...select.options].map((o) => o.textContent)).toEqual(['Toutes les personnes', 'Joël Alexis', 'Maryse Bellance', 'Rodolphe Bellance (vous)']);
    expect(select.value).toBe('');

    const table = await screen.findByRole('table', { name: 'Mes commandes, de la plus récente à la plus ancienne' });
    const makers = column(table, 'Passée par');
    // the foreman's order on account is the company's too
    expect(new Set(makers)).toEqual(new Set(['Rodolphe Bellance', 'Joël Alexis']));
    expect(reads('/order').every((url) => !url.searchParams.has('person'))).toBe(true);
  });

  it('goes, on a person chosen from the keyboard, to the address that keeps the job site too', async () => {
    const site = await kit.call('POST', '/chantier', { name: 'Résidence Les Flamboyants', address: SITE_ADDRESS, truck_access: 'tout' });
    const { QuotationList } = await import('./quotation-list');
    kit.show(<QuotationList customerId={kit.customerId} page={1} jobSite={site.job_site_id} person={null} />);
    const select = await screen.findByRole('combobox', { name: 'Personne :' });
    const user = userEvent.setup();
    await user.selectOptions(select, 'Joël Alexis');
    expect(navigate).toHaveBeenLastCalledWith(`/mes-devis?chantier=${site.job_site_id}&personne=${idOf(FOREMAN)}`);

    // and the job site chosen keeps the person
    cleanup();
    kit.show(<QuotationList customerId={kit.customerId} page={1} jobSite={null} person={idOf(FOREMAN)} />);
    // while his people load, nothing says the list is narrowed without a choice: the select comes
    expect(screen.queryByText(/ne montre que les documents/)).toBeNull();
    const person = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Personne :' });
    expect(screen.queryByText(/ne montre que les documents/)).toBeNull();
    expect(person.value).toBe(String(idOf(FOREMAN)));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chantier :' }), 'Résidence Les Flamboyants');
    expect(navigate).toHaveBeenLastCalledWith(`/mes-devis?chantier=${site.job_site_id}&personne=${idOf(FOREMAN)}`);
    await user.selectOptions(person, 'Toutes les personnes');
    expect(navigate).toHaveBeenLastCalledWith('/mes-devis');
  });

  it('asks the API for one person’s orders and shows only his', async () => {
    const foreman = idOf(FOREMAN);
    const { OrderList } = await import('./order-list');
    kit.fetchSpy.mockClear();
    kit.show(<OrderList customerId={kit.customerId} page={1} jobSite={null} person={foreman} />);
    const table = await screen.findByRole('table', { name: 'Mes commandes, de la plus récente à la plus ancienne' });
    expect(reads('/order').map((url) => url.searchParams.get('person'))).toEqual([String(foreman)]);
    const makers = column(table, 'Passée par');
    expect(makers.length).toBeGreaterThan(0);
    expect(new Set(makers)).toEqual(new Set(['Joël Alexis']));
  });

  it('says who of its people placed the order of each invoice', async () => {
    const { InvoiceList } = await import('./invoice-list');
    kit.show(<InvoiceList customerId={kit.customerId} page={1} jobSite={null} person={null} />);
    const table = await screen.findByRole('table', { name: 'Mes factures, de la plus récente à la plus ancienne' });
    // the seed's overdue invoice is the foreman's order on account
    expect(column(table, 'Commande passée par')).toContain('Joël Alexis');
  });

  it('asks for one person’s quotations and invoices too, and says who asked for each quotation', async () => {
    const me = kit.customerId;
    const { QuotationList } = await import('./quotation-list');
    kit.fetchSpy.mockClear();
    kit.show(<QuotationList customerId={me} page={1} jobSite={null} person={me} />);
    const table = await screen.findByRole('table', { name: 'Mes devis, du plus récent au plus ancien' });
    expect(reads('/quotations').map((url) => url.searchParams.get('person'))).toEqual([String(me)]);
    expect(new Set(column(table, 'Demandé par'))).toEqual(new Set(['Rodolphe Bellance']));
    cleanup();

    const foreman = idOf(FOREMAN);
    const { InvoiceList } = await import('./invoice-list');
    kit.fetchSpy.mockClear();
    kit.show(<InvoiceList customerId={me} page={1} jobSite={null} person={foreman} />);
    await screen.findByRole('combobox', { name: 'Personne :' });
    const invoices = await screen.findByRole('table', { name: /^Mes factures/ });
    expect(reads('/invoice').map((url) => url.searchParams.get('person'))).toEqual([String(foreman)]);
    // the foreman's one invoice, that of his order on account
    const theirs = (await kit.call('GET', `/invoice?person=${foreman}`)).items as { number: string }[];
    expect(theirs).toHaveLength(1);
    expect(
      within(invoices)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => tr.querySelector('th')!.textContent),
    ).toEqual([theirs[0]!.number]);
  });
});

/**
 * The list at the address the filters go to, as /mes-commandes shows it: a
 * query changes no page, so the same list renders the new address (the
 * navigation is the mock's, which takes the page there), inside the content
 * the route update focuses.
 */
function OrdersAt({ customerId }: { customerId: number }) {
  const [search, setSearch] = useState('');
  useEffect(() => void (navigate as jest.Mock).mockImplementation((to: string) => setSearch(new URL(to, 'http://localhost').search)), []);
  return (
    <main id="contenu" tabIndex={-1}>
      <OrderListShown customerId={customerId} page={1} jobSite={siteOf(search)} person={personOf(search)} />
    </main>
  );
}
let OrderListShown: typeof import('./order-list').OrderList;

/** What gatsby-browser.tsx does once the new address shows (onRouteUpdate), and the frame and task its focus waits. */
async function routeUpdated(to: string) {
  focusContentAfterNavigation(new URL(to, 'http://localhost').pathname);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

describe('a filter changed from the keyboard', () => {
  beforeAll(async () => {
    OrderListShown = (await import('./order-list')).OrderList;
  });
  afterEach(() => (navigate as jest.Mock).mockReset());

  it('keeps the focus on the person’s select once the list shows the choice, so that the next one is one arrow away', async () => {
    kit.show(<OrdersAt customerId={kit.customerId} />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Personne :' });
    select.focus();
    await userEvent.setup().selectOptions(select, 'Joël Alexis');
    const to = `/mes-commandes?personne=${idOf(FOREMAN)}`;
    expect(navigate).toHaveBeenLastCalledWith(to);
    await routeUpdated(to);
    const after = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Personne :' });
    expect(after.value).toBe(String(idOf(FOREMAN)));
    expect(document.activeElement).toBe(after);
  });

  it('keeps it on the job site’s select too', async () => {
    const site = await kit.call('POST', '/chantier', { name: 'Villa Morne-Rouge', address: SITE_ADDRESS, truck_access: 'tout' });
    kit.show(<OrdersAt customerId={kit.customerId} />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Chantier :' });
    await within(select).findByRole('option', { name: 'Villa Morne-Rouge' });
    select.focus();
    await userEvent.setup().selectOptions(select, 'Villa Morne-Rouge');
    const to = `/mes-commandes?chantier=${site.job_site_id}`;
    expect(navigate).toHaveBeenLastCalledWith(to);
    await routeUpdated(to);
    const after = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Chantier :' });
    expect(after.value).toBe(String(site.job_site_id));
    expect(document.activeElement).toBe(after);
  });
});

describe('where there is no choice to make', () => {
  /** The orders' list shown, its table or empty state there, and the people's call answered if it was made. */
  async function ordersShown(customerId: number) {
    const { OrderList } = await import('./order-list');
    kit.show(<OrderList customerId={customerId} page={1} jobSite={null} person={null} />);
    await waitFor(() => expect(screen.queryByRole('table') ?? screen.queryByText(/^Vous n’avez pas encore passé de commande/)).toBeTruthy());
    await quiet();
  }

  it('is not offered to the accountant, whom the API does not show the company’s people: no call, no error', async () => {
    await signIn({ email: 'comptable@trefima.example', password: 'Demo-Comptable-971!' });
    await ordersShown(idOf('comptable@trefima.example'));
    expect(screen.queryByRole('combobox', { name: 'Personne :' })).toBeNull();
    expect(reads('/company/people')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    // the orders are the company's, each still saying who placed it
    expect(column(screen.getByRole('table'), 'Passée par').length).toBeGreaterThan(0);
  });

  it('says so to the accountant whose address names a person (a bookmark, a link), with the way back to everyone’s', async () => {
    // the API narrows the company's list for any of its people: without the select, the narrowing must still be seen
    await signIn({ email: 'comptable@trefima.example', password: 'Demo-Comptable-971!' });
    const { OrderList } = await import('./order-list');
    kit.show(<OrderList customerId={idOf('comptable@trefima.example')} page={1} jobSite={null} person={idOf(FOREMAN)} />);
    expect(await screen.findByText('Cette liste ne montre que les documents d’une seule personne.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir tous les documents' }).getAttribute('href')).toBe('/mes-commandes');
    expect(screen.queryByRole('combobox', { name: 'Personne :' })).toBeNull();
  });

  it('is not offered to the administrator of a company of one', async () => {
    const alone = { email: 'marc@zobda.example', password: 'Chantier-972!' };
    const res = await kit.api.request('POST', '/customer', {
      body: {
        type: 'professionnel',
        civility: 'm',
        first_name: 'Marc',
        last_name: 'Zobda',
        company: 'Zobda Travaux',
        siret: '44306184100047',
        email: alone.email,
        phone: '0696 41 51 61',
        password: alone.password,
        password_confirm: alone.password,
        accept_terms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    await signIn(alone);
    await ordersShown(idOf(alone.email));
    // his people were asked (he may read them): one, himself, so nothing to choose
    expect(reads('/company/people')).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'Personne :' })).toBeNull();
  });

  it('is not offered to a private buyer, whose orders name nobody', async () => {
    await signIn(PRIVATE);
    await ordersShown(idOf(PRIVATE.email));
    expect(screen.queryByRole('combobox', { name: 'Personne :' })).toBeNull();
    expect(reads('/company/people')).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Passée par' })).toBeNull();
  });
});

describe('people who left the company', () => {
  it('are offered apart, by name, so that what they made can still be listed', async () => {
    await signIn({ email: 'pro@trefima.example', password: 'Demo-Pro-971!' });
    const foreman = idOf(FOREMAN);
    expect((await kit.api.request('DELETE', `/company/people/${foreman}`, { token: kit.token })).statusCode).toBe(204);
    const { OrderList } = await import('./order-list');
    kit.show(<OrderList customerId={kit.customerId} page={1} jobSite={null} person={null} />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Personne :' });
    const left = await within(select).findByRole('group', { name: 'Ont quitté l’entreprise' });
    expect(
      within(left)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Joël Alexis']);
    // the two left in the company are still a choice between them and him
    expect([...select.options].map((o) => o.textContent)).toEqual(['Toutes les personnes', 'Maryse Bellance', 'Rodolphe Bellance (vous)', 'Joël Alexis']);
    await userEvent.setup().selectOptions(select, 'Joël Alexis');
    expect(navigate).toHaveBeenLastCalledWith(`/mes-commandes?personne=${foreman}`);
  });
});
