import { renderToStaticMarkup } from 'react-dom/server';
import type { Customer } from '@trefima/domain/contract';
import { TRUCK_ACCESS } from '@trefima/domain/job-sites/contract';
import { fieldOf } from '../field-errors';
import { initialValues, jobSiteForm } from '../form';
import { JobSiteForm } from './job-site-form';

/** The site's form: every field the API may refuse has its control, and the form checks what the API checks. */
const customer: Customer = {
  customer_id: 12,
  type: 'professionnel',
  civility: 'm',
  first_name: 'Rodolphe',
  last_name: 'Bellance',
  email: 'r.bellance@example.com',
  phone: '0690261234',
  company: 'Bellance BTP',
  siret: null,
  discount_rate: 5,
  professional_verified: true,
  purchase_order_required: false,
  newsletter: false,
  sales_plan_id: 1,
  addresses: [],
  created_at: '2026-01-05T10:00:00.000Z',
};
const noop = () => undefined;
const html = renderToStaticMarkup(<JobSiteForm customer={customer} onSaved={noop} onCancel={noop} />);
const names = new Set([...html.matchAll(/ name="([^"]+)"/g)].map((m) => m[1]));

// every key the API's 422 may name (backend/src/job-sites/routes.test.ts and the contract's request schemas)
const API_FIELDS = [
  'name',
  'address',
  ...['civility', 'first_name', 'last_name', 'company', 'street', 'street2', 'zipcode', 'city', 'country_code', 'phone'].map((f) => `address.${f}`),
  'contact_name',
  'contact_phone',
  'truck_access',
  'crane_needed',
  'opening_hours',
  'access_notes',
  'purchase_order',
];

describe('JobSiteForm', () => {
  it('has a control for every field the API may refuse, where its message is shown', () => {
    expect(API_FIELDS.map((f) => [f, fieldOf(f) !== null && names.has(fieldOf(f)!)]).filter(([, shown]) => !shown)).toEqual([]);
  });

  it('asks the truck access with the contract’s French labels, none chosen for a new site', () => {
    for (const label of Object.values(TRUCK_ACCESS)) expect(html).toContain(label);
    expect(html).toContain('role="radiogroup"');
    expect(html).not.toMatch(/type="radio"[^>]*checked/);
  });

  it('refuses a new site without its name and truck access, and sends a complete one as the API takes it', () => {
    const blank = jobSiteForm.safeParse(initialValues(customer));
    expect(blank.success).toBe(false);
    expect(blank.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['address.city', 'address.street', 'address.zipcode', 'name', 'truck_access']);
    const values = initialValues(customer);
    const filled = {
      ...values,
      name: ' Résidence Les Flamboyants ',
      address: { ...values.address, street: 'Route de Moudong', zipcode: '97122', city: 'Baie-Mahault' },
      contact_phone: '+590 (0)690 11 22 33',
      truck_access: 'porteur',
      crane_needed: true,
    };
    expect(jobSiteForm.parse(filled)).toMatchObject({
      name: 'Résidence Les Flamboyants',
      address: { company: 'Bellance BTP', street2: null, phone: '0690261234', country_code: 'FR' },
      contact_name: null,
      contact_phone: '+590690112233',
      truck_access: 'porteur',
      crane_needed: true,
      purchase_order: null,
    });
  });

  it('refuses a postcode the shop does not deliver, on the postcode', () => {
    const values = initialValues(customer);
    const paris = { ...values, name: 'Paris', truck_access: 'tout', address: { ...values.address, street: 'Rue Oberkampf', zipcode: '75011', city: 'Paris' } };
    const result = jobSiteForm.safeParse(paris);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message.slice(0, 40)])).toEqual([['address.zipcode', expect.stringMatching(/^Nous livrons/)]]);
  });

  it('refuses another country than France with an overseas postcode, on the country, as the API does', () => {
    const values = initialValues(customer);
    const site = {
      ...values,
      name: 'Jarry',
      truck_access: 'tout',
      address: { ...values.address, street: 'Rue Ferdinand Forest', zipcode: '97110', city: 'Pointe-à-Pitre' },
    };
    expect(jobSiteForm.safeParse(site).success).toBe(true);
    const result = jobSiteForm.safeParse({ ...site, address: { ...site.address, country_code: 'US' } });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['address.country_code', 'Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement : le pays d’un chantier est la France (FR).'],
    ]);
  });
});
