import type { Approval } from '@trefima/domain/companies/contract';

/**
 * A request waiting for approval, of a company of Guyane, asked at 00:30 on
 * 1 February in Cayenne (03:30 UTC): on Martinique's clock, an hour behind,
 * it would read 31 January.
 */
export const waitingApproval: Approval = {
  id: 7,
  status: 'en_attente',
  requested_by: 'Joël Romney',
  requested_by_id: 12,
  created_at: '2027-02-01T03:30:00.000Z',
  amount_ht_cents: 120_000,
  amount_ttc_cents: 120_000,
  reasons: [],
  lines: [],
  shipping: null,
  job_site: null,
  delivery_address: {
    address_id: 3,
    label: 'Chantier',
    civility: 'm',
    first_name: 'Joël',
    last_name: 'Romney',
    company: null,
    street: 'Chantier Les Manguiers, lot 2',
    street2: null,
    zipcode: '97300',
    city: 'Cayenne',
    country_code: 'FR',
    phone: '0694112233',
    is_default_delivery: false,
    is_default_billing: false,
  },
  decided_by: null,
  decided_at: null,
  refusal_reason: null,
  order_number: null,
  time_zone: 'America/Cayenne',
};
