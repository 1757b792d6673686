import type { Address, DocumentLine, Order, Quotation } from '@trefima/domain/contract';
import { DEMO_SELLER } from '../../site/seller';
import type { DocumentBuyer, DocumentContext, DocumentTerritory, InvoiceDocument } from './types';

/**
 * Realistic documents for the PDF tests: accented names, a bar schedule's
 * line, a sheet cut to length, and 30 lines so that the table runs onto a
 * second page. The figures are worked out here once and asserted as printed.
 */
export const TERRITORIES: Record<DocumentTerritory['key'], DocumentTerritory> = {
  mtq: { key: 'mtq', label: 'Martinique', vat_rate: 8.5 },
  gpe: { key: 'gpe', label: 'Guadeloupe', vat_rate: 8.5 },
  guf: { key: 'guf', label: 'Guyane', vat_rate: 0 },
};

/** SIREN 732 829 320 (Luhn-valid): its VAT key is (12 + 3 × (732829320 mod 97)) mod 97 = 44 */
export const PRO: DocumentBuyer = {
  type: 'professionnel',
  first_name: 'Hélène',
  last_name: 'Désirée',
  company: 'Béton armé & Fils SARL',
  siret: '73282932000074',
  email: 'helene@beton-arme.example',
  // as the API stores it: the PDFs group it
  phone: '0696123456',
};
export const PRO_VAT_NUMBER = 'FR44732829320';

export const PRIVATE: DocumentBuyer = { ...PRO, type: 'particulier', company: null, siret: null, first_name: 'François', last_name: 'Lèbre' };

export const context = (buyer: DocumentBuyer = PRO, territory: DocumentTerritory = TERRITORIES.mtq): DocumentContext => ({
  seller: DEMO_SELLER,
  buyer,
  territory,
  printedAt: '2026-11-28T14:00:00.000Z',
});

const address = (label: string, street: string): Address => ({
  address_id: 1,
  label,
  // as the address book stores them (a civility's slug, a phone without spaces): the PDFs write them out
  civility: 'mme',
  first_name: 'Hélène',
  last_name: 'Désirée',
  company: 'Béton armé & Fils SARL',
  street,
  street2: 'Bâtiment C, 2ᵉ étage',
  zipcode: '97200',
  city: 'Fort-de-France',
  country_code: 'MQ',
  phone: '0596700000',
  is_default_delivery: false,
  is_default_billing: false,
});

const line = (i: number): DocumentLine => ({
  element_id: 100 + i,
  reference: `TS-${String(i).padStart(3, '0')}`,
  name: i % 3 ? `Treillis soudé PAF C ${i} — façonné à l’usine` : `Barre HA ${i} mm à haute adhérence`,
  unit: i % 3 ? 'panneau' : 'barre',
  quantity: i,
  length: null,
  unit_price_ht: 1000 + i,
  total_ht: i * (1000 + i),
  schedule: null,
  // a product's mass per unit times the quantity, to the gram: 10,665 kg each
  mass_kg: (i * 10665) / 1000,
});

export const SCHEDULE_LINE: DocumentLine = {
  element_id: 9,
  reference: 'NOM-ACIER',
  name: 'Armatures façonnées sur nomenclature',
  unit: 'kg',
  quantity: 1,
  length: null,
  unit_price_ht: 184250,
  total_ht: 184250,
  schedule: { id: 4, number: 'NOM-2026-0017', revision: 'B', mass_g: 1234567 },
  mass_kg: 1234.567,
};

export const SHEET_LINE: DocumentLine = {
  ...line(0),
  reference: 'BAC-T40',
  name: 'Bac acier T40 prélaqué',
  unit: 'ml',
  quantity: 4,
  length: 6.5,
  unit_price_ht: 2350,
  total_ht: 61100,
  // a product whose mass the catalogue does not give
  mass_kg: null,
};

export const LINES: DocumentLine[] = [SCHEDULE_LINE, SHEET_LINE, ...Array.from({ length: 28 }, (_, i) => line(i + 1))];
/** 1 234,567 kg of the schedule and 10,665 kg × (1 + 2 + … + 28) = 4 329,99 kg of the bars, the sheets' unknown: 5 564,557 kg */
export const LINES_MASS_TEXT = '5 564,6 kg (5,56 t)';
const linesHt = LINES.reduce((s, l) => s + l.total_ht, 0);
const SHIPPING = 24000;
const HT = linesHt + SHIPPING;

export const amountOf = (ht: number, rate: number) => {
  const tva = Math.round((ht * rate) / 100);
  return { ht, tva, ttc: ht + tva, vat_rate: rate };
};

export const order = (rate = 8.5): Order => ({
  id: 42,
  number: 'CMD-2026-00042',
  status: 'expediee',
  status_label: 'Expédiée',
  created_at: '2026-11-26T13:30:00.000Z',
  time_zone: 'America/Martinique',
  amount: { ...amountOf(HT, rate), shipping_ht: SHIPPING },
  lines: LINES,
  carrier: { id: 2, name: 'Livraison sur chantier avec grue' },
  payment: { id: 1, label: 'Virement bancaire' },
  delivery_address: address('Chantier', '12 rue Ernest Deproge'),
  billing_address: address('Siège', '3 boulevard du Général de Gaulle'),
  complementary_information: 'Prévenir la veille, s’il vous plaît : accès par la rue Lamartine.',
  job_site: {
    job_site_id: 7,
    name: 'Résidence Les Hibiscus — bâtiment B',
    contact_name: 'Jérôme Éloi',
    contact_phone: '+590690998877',
    truck_access_label: 'Semi-remorque',
    crane_needed: true,
    opening_hours: '7 h – 15 h 30',
    access_notes: 'Portail côté mer, clé au gardien.',
  },
  purchase_order: 'BC-2026/118',
  requested_delivery_date: '2026-12-03',
  payment_instructions: {
    iban: 'FR76 3000 4000 0500 0012 3456 789',
    bic: 'BNPAMQMX',
    holder: 'Trefima SAS',
    amount_ttc: amountOf(HT, rate).ttc,
    reference: 'CMD-2026-00042',
  },
  history: [{ status: 'confirmee', at: '2026-11-26T13:30:00.000Z', message: null }],
  pickup: false,
  delivery_note: true,
  invoice: { id: 3, number: 'FAC-MTQ-2026-000031' },
  quotation: null,
});

export const INVOICE: InvoiceDocument = {
  number: 'FAC-MTQ-2026-000031',
  issued_at: '2026-11-28T12:00:00.000Z',
  due_at: '2026-12-31',
  paid: false,
  payment_code: 'compte-client',
  payment_terms: '30_jours_fin_de_mois',
};

const quotationHt = LINES.reduce((s, l) => s + l.total_ht, 0);

export const quotation = (): Quotation => ({
  id: 12,
  number: 'DEV-2026-00012',
  status: 'envoyee',
  status_label: 'Devis envoyé',
  created_at: '2026-11-20T15:00:00.000Z',
  time_zone: 'America/Martinique',
  valid_until: '2026-12-12',
  revision: 2,
  amount: amountOf(quotationHt, 8.5),
  lines: LINES,
  delivery_terms: 'Livraison sous 5 jours ouvrés après accord, déchargement à la grue compris.',
  delivery_ht: 0,
  proposals: [
    {
      revision: 1,
      created_at: '2026-11-21T15:00:00.000Z',
      valid_until: '2026-12-05',
      message: 'Première proposition.',
      delivery_terms: null,
      delivery_ht: null,
      amount: amountOf(quotationHt, 8.5),
      lines: LINES,
    },
    {
      revision: 2,
      created_at: '2026-11-22T15:00:00.000Z',
      valid_until: '2026-12-12',
      message: 'Remise de 3 % accordée sur l’acier façonné, comme convenu avec M. Gaëtan.',
      delivery_terms: null,
      delivery_ht: null,
      amount: amountOf(quotationHt, 8.5),
      lines: LINES,
    },
  ],
  history: [],
  actions: ['accept', 'refuse', 'revision'],
  order: null,
  checkout_cart_token: null,
  complementary_information: 'Chantier à Fort-de-France, livraison à partir de 7 h.',
  job_site: { job_site_id: 7, name: 'Résidence Les Hibiscus — bâtiment B' },
  attachments: [],
});

/** An order on account, as a professional's invoice usually bills: no transfer to make. */
export const orderOnAccount = (rate = 8.5): Order => {
  const { payment_instructions: _none, ...o } = order(rate);
  return { ...o, payment: { id: 4, label: 'Paiement sur compte client' } };
};
