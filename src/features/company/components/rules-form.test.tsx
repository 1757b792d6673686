/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import type { Customer } from '@trefima/domain/contract';
import { browserApi, quiet } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The approval rules of « Mon entreprise » as the demo administrator sets
 * them, against the real reference API: what their save says does not take
 * the keyboard from where the buyer went while the API answered.
 */
let api: TestApi;
let customer: Customer;
// the page's fetch (counted by `quiet`), and a spy on it put before the client takes it, for a test that holds a save back
let pageFetch: typeof fetch;
let fetchSpy: jest.SpyInstance;

beforeAll(async () => {
  api = await browserApi();
  pageFetch = globalThis.fetch;
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  const { login } = await import('../../account/session-actions');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
  const token = await api.login();
  customer = JSON.parse((await api.request('GET', '/user/logged', { token })).body).data.customer;
});
afterAll(() => api.close());

/** The calls that change something held until the returned function is called, as on a slow network: the buyer goes on meanwhile. */
function holdWrites() {
  let release = () => undefined as void;
  const held = new Promise<void>((r) => (release = r));
  fetchSpy.mockClear();
  fetchSpy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method && init.method !== 'GET') await held;
    return pageFetch(input, init);
  });
  return () => {
    release();
    fetchSpy.mockImplementation(pageFetch);
  };
}

/** The frame after the answer's, where the status takes the focus if it does. */
const nextFrame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

describe('RulesForm', () => {
  it('leaves the focus on the field the buyer went to while the rules were being saved', async () => {
    const { CompanySpace } = await import('./company-space');
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <CompanySpace customer={customer} />
      </SWRConfig>,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Règles d’approbation' });
    const threshold = within(form).getByRole('textbox', { name: /^Montant HT au-delà duquel/ });
    await user.clear(threshold);
    await user.type(threshold, '4 000');
    // the invitation's e-mail, further up the page: the buyer goes on to invite someone
    const email = within(screen.getByRole('form', { name: 'Inviter une personne' })).getByRole<HTMLInputElement>('textbox', { name: /^E-mail/ });
    const release = holdWrites();
    try {
      await user.click(within(form).getByRole('button', { name: 'Enregistrer les règles' }));
      await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method && init.method !== 'GET')).toBe(true));
      await user.click(email);
      expect(screen.queryByText('Les règles d’approbation sont enregistrées.')).toBeNull();
    } finally {
      release();
    }
    await screen.findByText('Les règles d’approbation sont enregistrées.');
    await quiet();
    await nextFrame();
    expect(document.activeElement).toBe(email);
    await user.keyboard('chef@example.com');
    expect(email.value).toBe('chef@example.com');
  });
});
