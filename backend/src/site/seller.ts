import { isPhone, normalizePhone } from '@trefima/domain/forms/phone';

/**
 * Who sells: what an invoice must name of its seller (Code de commerce,
 * art. L441-9 and R123-237; CGI, art. 242 nonies A): legal name and form,
 * capital, registered office, SIREN/SIRET with its RCS, and the
 * intra-community VAT number. Read from the environment by config.ts; a
 * SIRET or VAT number whose key does not match stops the API at start, as a
 * wrong IBAN does, rather than printing it on every invoice.
 */
export interface SellerIdentity {
  name: string;
  legalForm: string;
  /** share capital, as printed ("500 000 €") */
  capital: string;
  /** registered office, one line each, the last « postcode town[, country] » */
  address: string[];
  siret: string;
  /** e.g. "RCS Fort-de-France" */
  rcs: string;
  vatNumber: string;
  /** as stored (« 0596501234 »): printed grouped in pairs */
  phone: string;
  email: string;
  website: string;
}

/** A demonstration identity whose keys are right: set the SELLER_* variables in production (README, environment). */
export const DEMO_SELLER: SellerIdentity = {
  name: 'Trefima',
  legalForm: 'SAS',
  capital: '500 000 €',
  address: ['Zone industrielle du Lamentin', '97232 Le Lamentin, Martinique'],
  siret: '83214576700014',
  rcs: 'RCS Fort-de-France',
  vatNumber: 'FR14832145767',
  phone: '0596501234',
  email: 'contact@trefima.example',
  website: 'https://www.trefima.example',
};

/** Luhn's key, which SIREN and SIRET numbers carry (INSEE). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const validSiret = (siret: string) => /^\d{14}$/.test(siret) && luhnValid(siret.slice(0, 9)) && luhnValid(siret);

/** The French intra-community VAT number of a SIREN: FR, a key (12 + 3 × (SIREN mod 97)) mod 97, the SIREN (CGI, annexe II, art. 286 ter). */
export function vatNumberOf(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

/** The seller's address as a postal block: street lines, then the last line's postcode, town and country (the territory's when not written). */
export interface SellerPostal {
  street: string;
  zipcode: string;
  city: string;
  country: string;
}

const COUNTRY_OF_DEPARTMENT: Record<string, string> = { '971': 'Guadeloupe', '972': 'Martinique', '973': 'Guyane' };
const LAST_LINE = /^(\d{5})\s+([^,]+?)\s*(?:,\s*(.+))?$/;

/** Null when the last line is not « 97232 Le Lamentin[, Martinique] ». */
function postalOf(address: string[]): SellerPostal | null {
  const m = LAST_LINE.exec(address.at(-1) ?? '');
  if (!m || address.length < 2) return null;
  const country = m[3] ?? COUNTRY_OF_DEPARTMENT[m[1].slice(0, 3)] ?? 'France';
  return { street: address.slice(0, -1).join(', '), zipcode: m[1], city: m[2], country };
}

/** Where the site's footer and its structured data say the shop is: the seller the documents print, one identity. */
export const sellerPostal = (s: SellerIdentity): SellerPostal => postalOf(s.address)!;

export function sellerOf(env: NodeJS.ProcessEnv): SellerIdentity {
  const d = DEMO_SELLER;
  const siret = (env.SELLER_SIRET ?? d.siret).replace(/\s+/g, '');
  if (!validSiret(siret)) throw new Error('SELLER_SIRET is not a valid SIRET (14 digits whose Luhn keys match)');
  const vatNumber = (env.SELLER_VAT_NUMBER ?? vatNumberOf(siret.slice(0, 9))).replace(/\s+/g, '').toUpperCase();
  if (vatNumber !== vatNumberOf(siret.slice(0, 9))) throw new Error('SELLER_VAT_NUMBER does not match SELLER_SIRET (FR, key, SIREN)');
  const address = env.SELLER_ADDRESS ? env.SELLER_ADDRESS.split('|').map((l) => l.trim()) : d.address;
  if (!postalOf(address)) throw new Error('SELLER_ADDRESS ends with the postcode and the town (« street | 97232 Le Lamentin, Martinique »)');
  const phone = normalizePhone(env.SELLER_PHONE || d.phone);
  if (!isPhone(phone)) throw new Error('SELLER_PHONE is not a French phone number (0 and 9 digits, or +596 and 9 digits)');
  return {
    name: env.SELLER_NAME || d.name,
    legalForm: env.SELLER_LEGAL_FORM || d.legalForm,
    capital: env.SELLER_CAPITAL || d.capital,
    address,
    siret,
    rcs: env.SELLER_RCS || d.rcs,
    vatNumber,
    phone,
    email: env.SELLER_EMAIL || d.email,
    website: env.SELLER_WEBSITE || d.website,
  };
}
