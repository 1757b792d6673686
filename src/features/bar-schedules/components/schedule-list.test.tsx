/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { SWRConfig } from 'swr';
import { PRIVATE, type TestApi } from '../../../../backend/src/testing';
import { HEADER, U12 } from '../../../../backend/src/testing-schedules';
import { I18nProvider } from '../../../i18n/provider';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// Gatsby's own copy of the router, which only the build resolves: the pages' links read the page shown
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/mes-nomenclatures' }) }), { virtual: true });

/**
 * « Mes nomenclatures » against the real reference API: a company's
 * schedules say who of its people made each (« Créée par », issue 46), a
 * private buyer's list has no such column; « Dupliquer » makes a copy and
 * says so, with the way to it.
 */
let api: TestApi;
let login: typeof import('../../account/session-actions').login;
beforeAll(async () => {
  api = await browserApi();
  ({ login } = await import('../../account/session-actions'));
});
afterAll(() => api.close());
afterEach(cleanup);

/** Signs in in the browser code and saves one schedule of the worked rows: the customer's id and the schedule's number. */
async function withSchedule(account: { email: string; password: string }, title: string) {
  const session = await login({ login: account.email, password: account.password });
  const res = await api.request('POST', '/nomenclature', { body: { header: { ...HEADER, title }, rows: [U12] }, token: session.token });
  expect(res.statusCode).toBe(201);
  return { customerId: session.customer.customer_id, number: (res.json() as { data: { number: string } }).data.number };
}

async function shown(customerId: number, filters: { jobSite?: number | null; person?: number | null } = {}) {
  const { ScheduleList } = await import('./schedule-list');
  render(
    <I18nProvider>
      <SWRConfig value={{ dedupingInterval: 0, provider: () => new Map() }}>
        <ScheduleList customerId={customerId} page={1} jobSite={filters.jobSite ?? null} person={filters.person} />
      </SWRConfig>
    </I18nProvider>,
  );
  return screen.findByRole('table', { name: 'Vos nomenclatures, la dernière modifiée en premier' });
}

/** Each body row's cell under `header`. */
function column(table: HTMLElement, header: string) {
  const at = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent)
    .indexOf(header);
  expect(at).toBeGreaterThan(-1);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.querySelectorAll('th, td')[at]!.textContent);
}

it('says who of the company made each schedule, and duplicates one with the way to the copy', async () => {
  const { customerId, number } = await withSchedule({ email: 'pro@trefima.example', password: 'Demo-Pro-971!' }, 'Poutres du R+2');
  const table = await shown(customerId);
  expect(column(table, 'Créée par')).toContain('Rodolphe Bellance');

  await userEvent.setup().click(within(table).getByRole('button', { name: `Dupliquer la nomenclature ${number}` }));
  const said = await screen.findByText(new RegExp(`^Nomenclature ${number} dupliquée en `));
  const copy = within(said).getByRole('link', { name: 'Ouvrir la copie' });
  expect(copy.getAttribute('href')).toMatch(/^\/nomenclature\?id=\d+$/);
});

it('names each schedule’s link and file buttons by their visible text first (WCAG 2.5.3), then by what they do', async () => {
  const { customerId, number } = await withSchedule(PRIVATE, 'Escalier extérieur');
  const table = await shown(customerId);
  const link = within(table).getByRole('link', { name: `${number} rév. A : ouvrir la nomenclature` });
  expect(link.textContent).toBe(`${number} rév. A`);
  expect(link.getAttribute('href')).toMatch(/^\/nomenclature\?id=\d+$/);
  // its files' buttons too: « PDF » and « BVBS » first, then whose
  for (const [shown, name] of [
    ['PDF', `PDF : télécharger la nomenclature ${number}`],
    ['BVBS', `BVBS : télécharger le fichier de la nomenclature ${number}`],
  ]) {
    expect(within(table).getByRole('button', { name }).textContent).toBe(shown);
  }
});

it('has no « Créée par » for a private buyer, whose schedules are his alone', async () => {
  const { customerId } = await withSchedule(PRIVATE, 'Dalle du garage');
  const table = await shown(customerId);
  expect(within(table).queryByRole('columnheader', { name: 'Créée par' })).toBeNull();
  expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
});

it('narrows a company’s schedules to one person’s for its administrator, the choice kept in the address', async () => {
  const foreman = await api.login('conducteur@trefima.example', 'Demo-Conducteur-971!');
  const res = await api.request('POST', '/nomenclature', { body: { header: { ...HEADER, title: 'Voiles du sous-sol' }, rows: [U12] }, token: foreman });
  expect(res.statusCode).toBe(201);
  const { customerId } = await withSchedule({ email: 'pro@trefima.example', password: 'Demo-Pro-971!' }, 'Longrines');
  const foremanId = api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get('conducteur@trefima.example') as number;

  const all = await shown(customerId);
  expect(new Set(column(all, 'Créée par'))).toEqual(new Set(['Rodolphe Bellance', 'Joël Alexis']));
  await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: 'Personne :' }), 'Joël Alexis');
  expect(navigate).toHaveBeenLastCalledWith(`/mes-nomenclatures?personne=${foremanId}`);
  cleanup();

  // the address read back: the foreman's schedules only
  const his = await shown(customerId, { person: foremanId });
  await waitFor(() => expect(new Set(column(his, 'Créée par'))).toEqual(new Set(['Joël Alexis'])));
  expect(within(his).getByText(/Voiles du sous-sol/)).toBeTruthy();
});
