/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { RawIntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import type { CartResponse, Customer } from '@trefima/domain/contract';
import { sharedIntl } from '../../../i18n/provider';
import { acceptCgvAtom, checkoutIdsAtom, emptyCheckout } from '../state';
import { RecapStep } from './recap-step';

// the client faked (a component never imports it: eslint.layers.mjs), each call answered by its endpoint's name
jest.mock('../../../shop-client/browser', () => ({ shop: jest.fn() }));
const { ShopApiError } = jest.requireActual<typeof import('../../../shop-client/errors')>('../../../shop-client/errors');
const { shop } = jest.requireMock<{ shop: jest.Mock }>('../../../shop-client/browser');
jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A company's order held by its rules (issue 46): the API answers POST
 * /order with APPROVAL_REQUIRED, and the recap offers to send the very same
 * order to POST /order/approval; a foreman, who never places one, submits
 * it at once.
 */
const address = {
  address_id: 10,
  zipcode: '97200',
  is_default_delivery: true,
  is_default_billing: true,
  firstname: 'Joël',
  lastname: 'Marie',
  address1: '1 rue',
  city: 'Fort-de-France',
  country: 'Martinique',
  phone: '0596000000',
  alias: 'Dépôt',
  company: '',
};
const customer = (role: string) =>
  ({
    customer_id: 5,
    type: 'professionnel',
    professional_verified: true,
    purchase_order_required: false,
    addresses: [address],
    company_role: role,
  }) as unknown as Customer;
const cart = {
  token: 'tok-1',
  cart: { list: [], amount: { ht: 100000, ttc: 108500, vat_rate: 8.5 }, complementary_information: '', quotation: null },
} as unknown as CartResponse;
const carrier = {
  id: 4,
  code: 'retrait',
  name: 'Retrait au dépôt',
  description: '',
  delay: '',
  price_ht: 0,
  free_shipping_threshold: null,
  delay_days: 1,
  earliest_delivery: '2026-11-30',
};
const payment = { id: 1, code: 'virement', label: 'Virement bancaire', description: '', professional_only: false };
const held = { id: 31, status: 'en_attente', requested_by: 'Joël Marie', amount_ht_cents: 100000, amount_ttc_cents: 108500, reasons: [], lines: [] };
const REFUSAL =
  'La commande (1 000 € HT) dépasse le montant de 500 € HT au-delà duquel votre entreprise l’approuve. Soumettez-la à l’approbation d’un administrateur.';

const calls: { name: string; input: unknown }[] = [];
beforeEach(() => {
  calls.length = 0;
  (shop as jest.Mock).mockImplementation(async (ep: { name: string }, input: unknown) => {
    calls.push({ name: ep.name, input });
    if (ep.name === 'carriers') return [carrier];
    if (ep.name === 'payments') return [payment];
    if (ep.name === 'job-sites') return { items: [] };
    if (ep.name === 'company') return { credit: null };
    if (ep.name === 'order.create') throw new ShopApiError(409, 'APPROVAL_REQUIRED', REFUSAL, 'order.create', '/order');
    if (ep.name === 'order.approval') return held;
    throw new Error(`appel inattendu : ${ep.name}`);
  });
});

function recap(role: string) {
  const store = createStore();
  store.set(checkoutIdsAtom, { ...emptyCheckout, deliveryAddressId: 10, billingSameAsDelivery: true, carrierId: 4, paymentId: 1 });
  store.set(acceptCgvAtom, true);
  const onPlaced = jest.fn();
  const onSubmitted = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RawIntlProvider value={sharedIntl()}>
        <Provider store={store}>
          <RecapStep customer={customer(role)} cart={cart} updating={false} onPlaced={onPlaced} onSubmitted={onSubmitted} />
        </Provider>
      </RawIntlProvider>
    </SWRConfig>,
  );
  return { onPlaced, onSubmitted };
}
const bodyOf = (name: string) => (calls.find((c) => c.name === name)?.input as { body: unknown } | undefined)?.body;

describe('the recap of a company’s order', () => {
  it('turns APPROVAL_REQUIRED into a submission of the same order', async () => {
    const user = userEvent.setup();
    const { onPlaced, onSubmitted } = recap('acheteur');
    await user.click(await screen.findByRole('button', { name: 'Valider la commande' }));
    const alert = await screen.findByText(REFUSAL);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(calls.some((c) => c.name === 'order.approval')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Soumettre à l’approbation' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(held));
    expect(bodyOf('order.approval')).toEqual(bodyOf('order.create'));
    expect(bodyOf('order.approval')).toMatchObject({ cart_token: 'tok-1', carrier_id: 4, payment_id: 1, delivery_address_id: 10, accept_cgv: true });
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('keeps the refusal, and the focus on its button, while the submission is on its way', async () => {
    let answer: (approval: typeof held) => void = () => {};
    const others = (shop as jest.Mock).getMockImplementation()!;
    (shop as jest.Mock).mockImplementation((ep: { name: string }, input: unknown) => {
      if (ep.name !== 'order.approval') return others(ep, input);
      calls.push({ name: ep.name, input });
      return new Promise((resolve) => (answer = resolve));
    });
    const user = userEvent.setup();
    const { onSubmitted } = recap('acheteur');
    await user.click(await screen.findByRole('button', { name: 'Valider la commande' }));
    await screen.findByText(REFUSAL);
    const button = screen.getByRole('button', { name: 'Soumettre à l’approbation' });
    await user.click(button);
    await waitFor(() => expect(calls.some((c) => c.name === 'order.approval')).toBe(true));
    // the box and its button stay, said busy (components/ui/busy.ts): the keyboard is not dropped on the page
    expect(screen.getByText(REFUSAL).closest('[role="alert"]')).not.toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(calls.filter((c) => c.name === 'order.approval')).toHaveLength(1);
    await act(async () => answer(held));
    expect(onSubmitted).toHaveBeenCalledWith(held);
  });

  it('lets a foreman, who never places an order, submit it at once', async () => {
    const user = userEvent.setup();
    const { onSubmitted } = recap('conducteur_travaux');
    expect(screen.queryByRole('button', { name: 'Valider la commande' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Soumettre à l’approbation' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(held));
    expect(calls.some((c) => c.name === 'order.create')).toBe(false);
    expect(bodyOf('order.approval')).toMatchObject({ cart_token: 'tok-1', payment_id: 1 });
  });
});
