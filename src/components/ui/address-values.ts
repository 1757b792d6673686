import type { Address, Customer } from '@trefima/domain/contract';
import { formatPhone } from '@trefima/domain/forms/phone';

/** What the address fields show first: the address's own values, or for a new one the customer as its recipient, in France. */
export const addressValues = (customer: Customer, a?: Address) => ({
  civility: a?.civility ?? customer.civility,
  first_name: a?.first_name ?? customer.first_name,
  last_name: a?.last_name ?? customer.last_name,
  company: a ? (a.company ?? '') : (customer.company ?? ''),
  street: a?.street ?? '',
  street2: a?.street2 ?? '',
  zipcode: a?.zipcode ?? '',
  city: a?.city ?? '',
  country_code: a?.country_code ?? 'FR',
  phone: formatPhone(a?.phone ?? customer.phone),
});
