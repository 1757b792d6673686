/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SITE_ADDRESS, type TestApi } from '../../../../backend/src/testing';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The cart saved as a list, against the real reference API, when the API
 * refuses the name (a character only it checks): the name field takes the
 * focus with its reason, unless the buyer went on to another field while
 * the API answered.
 */
let api: TestApi;
let SaveCartForm: typeof import('./save-cart-form').default;
let pageCalls: PageCalls;
const REFUSED = 'Le champ « Nom de la liste » contient un caractère invisible (un caractère de contrôle) : retirez-le.';

beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  ({ default: SaveCartForm } = await import('./save-cart-form'));
  const { login } = await import('../../account/session-actions');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
  const { addToCart } = await import('../../cart/api/actions');
  const product = api.db.prepare("SELECT id, name FROM product WHERE reference = 'HA12-12'").get() as { id: number; name: string };
  await addToCart({ element_id: product.id, quantity: 7 }, product.name);
  const res = await api.request('POST', '/chantier', { token: await api.login(), body: { name: 'Lot 2', truck_access: 'tout', address: SITE_ADDRESS } });
  expect(res.statusCode).toBe(201);
});
afterAll(() => api.close());

/** The form, its job sites read, the name typed with an escape character pasted in it. */
async function renderForm() {
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SaveCartForm />
    </SWRConfig>,
  );
  const name = (await screen.findByRole('textbox', { name: /Nom de la liste/ })) as HTMLInputElement;
  const site = (await screen.findByRole('combobox', { name: /Chantier/ })) as HTMLSelectElement;
  await waitFor(() => expect(document.activeElement).toBe(name));
  await user.paste('Lot\u001b2');
  return { user, name, site };
}

describe('SaveCartForm when the API refuses the name', () => {
  it('gives the focus to the name field, which reads the API’s reason', async () => {
    const { user, name } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Enregistrer la liste' }));
    await screen.findByText(REFUSED);
    await quiet();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves the focus where the buyer went while the name was on its way, and keeps what he chooses there', async () => {
    const { user, site } = await renderForm();
    const held = pageCalls.hold({ reads: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Enregistrer la liste' }));
      await user.click(site);
    } finally {
      held.release();
    }
    await screen.findByText(REFUSED);
    await quiet();
    expect(document.activeElement).toBe(site);
    await user.selectOptions(site, 'Lot 2');
    expect(site.selectedOptions[0]!.textContent).toBe('Lot 2');
  });
});
