/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import type { Customer } from '@trefima/domain/contract';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The approval rules of « Mon entreprise » as the demo administrator sets
 * them, against the real reference API: what their save says does not take
 * the keyboard from where the buyer went while the API answered.
 */
let api: TestApi;
let customer: Customer;
let pageCalls: PageCalls;

beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  const { login } = await import('../../account/session-actions');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
  const token = await api.login();
  customer = JSON.parse((await api.request('GET', '/user/logged', { token })).body).data.customer;
});
afterAll(() => api.close());

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
    // the calls that change something held, as on a slow network: the buyer goes on meanwhile
    const held = pageCalls.hold();
    try {
      await user.click(within(form).getByRole('button', { name: 'Enregistrer les règles' }));
      await held.sent();
      await user.click(email);
      expect(screen.queryByText('Les règles d’approbation sont enregistrées.')).toBeNull();
    } finally {
      held.release();
    }
    await screen.findByText('Les règles d’approbation sont enregistrées.');
    await quiet();
    await nextFrame();
    expect(document.activeElement).toBe(email);
    await user.keyboard('chef@example.com');
    expect(email.value).toBe('chef@example.com');
  });
});
