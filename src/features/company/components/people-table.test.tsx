/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import type { Customer } from '@trefima/domain/contract';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';
import { colleague } from '../company.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * « Mon entreprise » as the demo administrator uses it, against the real
 * reference API: a colleague's role and monthly limit changed in his row
 * reach the API, the limit typed in euros as integer cents.
 */
let api: TestApi;
let token: string;
let customer: Customer;
let pageCalls: PageCalls;

beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  const { login } = await import('../../account/session-actions');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
  token = await api.login();
  customer = JSON.parse((await api.request('GET', '/user/logged', { token })).body).data.customer;
});
afterAll(() => api.close());

const page = async () => {
  const { CompanySpace } = await import('./company-space');
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CompanySpace customer={customer} />
    </SWRConfig>,
  );
};

describe('PeopleTable', () => {
  it('changes a colleague’s role and monthly limit, the euros typed sent as cents', async () => {
    const id = await colleague(api, token, 'maelle.jl@example.com', 'acheteur');
    await page();
    const user = userEvent.setup();
    const role = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Rôle de Maëlle Jean-Louis' });
    expect(role.value).toBe('acheteur');
    await user.selectOptions(role, 'Conducteur de travaux');
    const limit = screen.getByRole<HTMLInputElement>('textbox', { name: /^Plafond mensuel HT de Maëlle Jean-Louis/ });
    await user.type(limit, '1 500,29');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le rôle et le plafond de Maëlle Jean-Louis' }));

    expect(
      await screen.findByText(
        'Le rôle et le plafond de Maëlle Jean-Louis sont enregistrés. Son nouveau rôle ferme ses sessions ouvertes : il lui faudra se reconnecter.',
      ),
    ).toBeTruthy();
    const row = api.db.prepare('SELECT company_role, monthly_limit_ht_cents FROM customer WHERE id = ?').get(id);
    expect(row).toEqual({ company_role: 'conducteur_travaux', monthly_limit_ht_cents: 150029 });
    // the row shows what the API now has
    await waitFor(() => expect(limit.value.replace(/\s/g, '')).toBe('1500,29'));
  });

  it('keeps what was typed and says the API’s refusal: the company’s last administrator cannot step down', async () => {
    await page();
    const user = userEvent.setup();
    const mine = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Rôle de Rodolphe Bellance' });
    await user.selectOptions(mine, 'Acheteur');
    const form = screen.getByRole('form', { name: 'Enregistrer le rôle et le plafond de Rodolphe Bellance' });
    await user.click(within(form).getByRole('button', { name: /^Enregistrer/ }));
    expect(await within(form).findByText('Votre entreprise doit garder au moins un administrateur : nommez-en un autre avant.')).toBeTruthy();
    expect(mine.value).toBe('acheteur');
  });

  /** The frame after the answer's, where the status takes the focus if it does. */
  const nextFrame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

  it('leaves the focus on the next row’s field the buyer went to while a row was being saved; unmoved, the status takes it', async () => {
    await page();
    const user = userEvent.setup();
    // the foreman's row, then the accountant's (by last name)
    const limit = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Plafond mensuel HT de Joël Alexis/ });
    const next = screen.getByRole<HTMLInputElement>('textbox', { name: /^Plafond mensuel HT de Maryse Bellance/ });
    await user.clear(limit);
    await user.type(limit, '2 000');
    const save = screen.getByRole('button', { name: 'Enregistrer le rôle et le plafond de Joël Alexis' });
    // the calls that change something held, as on a slow network: the buyer goes on meanwhile
    let held = pageCalls.hold();
    try {
      await user.click(save);
      await held.sent();
      await user.clear(next);
      expect(screen.queryByText('Le rôle et le plafond de Joël Alexis sont enregistrés.')).toBeNull();
    } finally {
      held.release();
    }
    const said = await screen.findByText('Le rôle et le plafond de Joël Alexis sont enregistrés.');
    await quiet();
    await nextFrame();
    expect(document.activeElement).toBe(next);
    await user.keyboard('800');
    expect(next.value).toBe('800');

    // the same save, the buyer staying on its button: the status, which says it, takes the focus
    held = pageCalls.hold();
    try {
      await user.click(save);
      await held.sent();
    } finally {
      held.release();
    }
    await quiet();
    await waitFor(() => expect(document.activeElement).toBe(said.closest('[role="status"]')));
  });
});
