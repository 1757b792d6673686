/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { RawIntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import type { CartResponse, Customer } from '@trefima/domain/contract';
import { sharedIntl } from '../../i18n/provider';
import { acceptCgvAtom, checkoutIdsAtom, emptyCheckout } from './state';
import { RecapStep } from './components/recap-step';

// the client faked (a component never imports it: eslint.layers.mjs), each call answered by its endpoint's name
jest.mock('../../shop-client/browser', () => ({ shop: jest.fn() }));
const { ShopApiError } = jest.requireActual<typeof import('../../shop-client/errors')>('../../shop-client/errors');
const { shop } = jest.requireMock<{ shop: jest.Mock }>('../../shop-client/browser');
jest.mock('gatsby', () => jest.requireActual('../../test-support/gatsby-mock').gatsbyMock());

/**
 * The recap's « Valider la commande » refused by the API: the refusal takes
 * the focus, unless the buyer went on to another field while the answer was
 * on its way (on an island's network, seconds); a refusal of the payment is
 * said on the payment's choice.
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
  alias: 'Maison',
  company: '',
};
const customer = { customer_id: 5, type: 'particulier', purchase_order_required: false, addresses: [address] } as unknown as Customer;
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
const REFUSAL = 'Il ne reste que 3 « Barre HA Ø12 – 12 m » en stock : modifiez la quantité dans votre panier.';

/** The API's refusal of the order, given once `answer` is called. */
let answer: () => void;
beforeEach(() => {
  const held = new Promise<void>((r) => (answer = r));
  shop.mockImplementation(async (ep: { name: string }) => {
    if (ep.name === 'carriers') return [carrier];
    if (ep.name === 'payments') return [payment];
    if (ep.name === 'job-sites') return { items: [] };
    if (ep.name === 'order.create') {
      await held;
      throw new ShopApiError(409, 'OUT_OF_STOCK', REFUSAL, 'order.create', '/order');
    }
    throw new Error(`appel inattendu : ${ep.name}`);
  });
});

function recap(shown: CartResponse = cart) {
  const store = createStore();
  store.set(checkoutIdsAtom, { ...emptyCheckout, deliveryAddressId: 10, billingSameAsDelivery: true, carrierId: 4, paymentId: 1 });
  store.set(acceptCgvAtom, true);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RawIntlProvider value={sharedIntl()}>
        <Provider store={store}>
          <RecapStep customer={customer} cart={shown} updating={false} onPlaced={jest.fn()} onSubmitted={jest.fn()} />
        </Provider>
      </RawIntlProvider>
    </SWRConfig>,
  );
  return userEvent.setup();
}
const alertOf = () => screen.getByText(REFUSAL).closest<HTMLElement>('[role="alert"]')!;

describe('the recap’s order refused by the API', () => {
  it('puts the focus on the refusal', async () => {
    const user = recap();
    await user.click(await screen.findByRole('button', { name: 'Valider la commande' }));
    answer();
    await screen.findByText(REFUSAL);
    await waitFor(() => expect(document.activeElement).toBe(alertOf()));
  });

  it('leaves the focus on the field the buyer went on to while the order was on its way, and keeps what he types there', async () => {
    const user = recap();
    await user.click(await screen.findByRole('button', { name: 'Valider la commande' }));
    const information = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Informations complémentaires/ });
    await user.click(information);
    answer();
    await screen.findByText(REFUSAL);
    // the refusal's focus comes in a task of its own (use-order-sending.ts), queued before this one: after it, whatever the machine's load
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(information);
    await user.keyboard('Portail bleu');
    expect(information.value).toBe('Portail bleu');
  });

  it('says a refused payment on the payment’s choice, in the API’s words, where another way to pay is one click away', async () => {
    // the API's cap on card orders waiting for payment (backend/src/payments/waiting-orders.test.ts)
    const said =
      'Vous avez déjà 3 commandes en attente de paiement par carte : payez-les ou renoncez-y depuis « Mes commandes », ou choisissez un autre moyen de paiement.';
    const refusal = new ShopApiError(422, 'VALIDATION_ERROR', said, 'order.create', '/order', { payment_id: said });
    const answered = shop.getMockImplementation()!;
    shop.mockImplementation(async (ep: { name: string }, ...rest: unknown[]) => {
      if (ep.name === 'order.create') throw refusal;
      return answered(ep, ...rest);
    });
    const user = recap();
    await user.click(await screen.findByRole('button', { name: 'Valider la commande' }));
    const payments = screen.getByRole('group', { name: 'Moyen de paiement' });
    await waitFor(() => expect(payments.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(payments.getAttribute('aria-describedby')!)!.textContent).toBe(said);
  });
});

describe('the recap of a cart with made-to-order products', () => {
  it('asks the carriers’ first day after the longest making, and shows that day on the date picker and its hint', async () => {
    const made = {
      cart: {
        ...cart.cart,
        list: [
          { name: 'Barre HA Ø12 – 12 m', lead_time_days: null },
          { name: 'Cassettes', lead_time_days: 15 },
          { name: 'Façonnage', lead_time_days: 5 },
        ],
      },
    };
    const fetched = shop.getMockImplementation()!;
    shop.mockImplementation(async (ep: { name: string }, input?: { query?: { lead_time_days?: number } }) =>
      ep.name === 'carriers' && input?.query?.lead_time_days === 15 ? [{ ...carrier, earliest_delivery: '2026-12-18' }] : fetched(ep, input),
    );
    recap({ ...cart, ...made } as unknown as CartResponse);
    expect(await screen.findByText(/^Au plus tôt le vendredi 18 décembre 2026, un jour ouvré : 15 jours ouvrés de fabrication sur commande/)).toBeTruthy();
    expect(screen.getByLabelText('Date de livraison souhaitée (facultatif)').getAttribute('min')).toBe('2026-12-18');
  });
});
