/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import type { TestApi } from '../../../../backend/src/testing';
import type { Quotation } from '@trefima/domain/contract';
import { sharedIntl } from '../../../i18n/provider';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/** The cart's quotation request for one of the customer's job sites, against the real API: the site picked is the quotation's. */
let api: TestApi;
let CartCheckoutButtons: typeof import('./cart-checkout-buttons').CartCheckoutButtons;
let login: typeof import('../../account/session-actions').login;
let addToCart: typeof import('../api/actions').addToCart;
beforeAll(async () => {
  api = await browserApi();
  ({ CartCheckoutButtons } = await import('./cart-checkout-buttons'));
  ({ login } = await import('../../account/session-actions'));
  ({ addToCart } = await import('../api/actions'));
});
afterAll(() => api.close());

it('asks the quotation for the site chosen beside the button', async () => {
  const session = await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
  const created = await api.request('POST', '/chantier', {
    token: session.token,
    body: {
      name: 'Collège du Lamentin',
      address: {
        civility: 'm',
        first_name: 'Rodolphe',
        last_name: 'Bellance',
        // in Martinique, the territory the cart is priced in (a site elsewhere is refused: its VAT and carriers differ)
        street: 'Boulevard Henri Audrain',
        zipcode: '97232',
        city: 'Le Lamentin',
        phone: '0690 26 12 34',
      },
      truck_access: 'tout',
      crane_needed: false,
    },
  });
  const siteId = (created.json() as { data: { job_site_id: number } }).data.job_site_id;
  const productId = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  await addToCart({ element_id: productId, quantity: 3 }, 'HA12');
  const sent: Quotation[] = [];
  render(
    <RawIntlProvider value={sharedIntl()}>
      <CartCheckoutButtons information="" isLogged blocked={null} onQuotation={(q) => sent.push(q)} />
    </RawIntlProvider>,
  );
  fireEvent.change(await screen.findByRole('combobox', { name: 'Chantier du devis' }), { target: { value: String(siteId) } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
  });
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent.map((q) => q.job_site)).toEqual([{ job_site_id: siteId, name: 'Collège du Lamentin' }]);
});
