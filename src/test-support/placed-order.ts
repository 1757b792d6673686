import type { Order, Payment } from '@trefima/domain/contract';

/** The order the API answers in the checkout's tests: picked up at Le Lamentin, 239,79 € TTC, paid by `payment`. */
export const PLACED_ADDRESS = {
  address_id: 3,
  label: 'Maison',
  civility: 'm',
  first_name: 'Jules',
  last_name: 'Marie-Sainte',
  company: null,
  street: '12 chemin de la Pointe',
  street2: null,
  zipcode: '97232',
  city: 'Le Lamentin',
  country_code: 'FR',
  phone: '0696112233',
  is_default_delivery: true,
  is_default_billing: true,
};

export const orderPaidBy = (payment: Pick<Payment, 'id' | 'label'>, instructions?: Order['payment_instructions']) =>
  ({
    id: 5,
    number: 'CMD-2026-000005',
    status: 'confirmee',
    amount: { ht: 22100, tva: 1879, ttc: 23979, vat_rate: 8.5, shipping_ht: 0 },
    lines: [],
    carrier: { id: 1, name: 'Retrait à l’usine du Lamentin' },
    payment: { id: payment.id, label: payment.label },
    payment_instructions: instructions,
    delivery_address: PLACED_ADDRESS,
    billing_address: PLACED_ADDRESS,
    complementary_information: '',
    job_site: null,
    purchase_order: null,
    requested_delivery_date: null,
  }) as unknown as Order;
