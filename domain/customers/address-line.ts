import { formatPhone } from '../forms/phone';

type AddressParts = {
  company: string | null;
  first_name: string;
  last_name: string;
  street: string;
  street2: string | null;
  zipcode: string;
  city: string;
  phone?: string | null;
};

/**
 * « Bellance BTP, Joël Alexis, Chantier Les Abymes, lot 4, 97110 Pointe-à-Pitre »: an address as one line of a
 * sentence, a mail or a card; `withPhone` adds its phone, grouped, for whoever must reach the site.
 */
export function addressLine(a: AddressParts, { withPhone = false } = {}): string {
  const phone = withPhone && a.phone ? formatPhone(a.phone) : null;
  return [a.company, `${a.first_name} ${a.last_name}`, a.street, a.street2, `${a.zipcode} ${a.city}`, phone].filter(Boolean).join(', ');
}
