// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '../contract/zod-config';
import { z } from 'zod';
import { formMessages as m } from './messages';
import { JOB_SITE_LIMITS } from '../job-sites/contract';
import { accepted, optionalText } from './rules';
import { requestKey } from './request-key';

const id = (label: string) =>
  z.coerce
    .number({ error: m.required(label) })
    .int({ error: m.required(label) })
    .positive({ error: m.required(label) });

const cents = (label: string) =>
  z
    .number({ error: `${label} : un montant en centimes est attendu.` })
    .int({ error: `${label} : un montant en centimes est attendu.` })
    .nonnegative({ error: `${label} : un montant en centimes est attendu.` });

const siteId = z.coerce
  .number({ error: 'Ce chantier est introuvable.' })
  .int({ error: 'Ce chantier est introuvable.' })
  .positive({ error: 'Ce chantier est introuvable.' })
  .nullable()
  .optional();

/** Checkout (section 5): a carrier, a delivery address, the sales conditions and a payment method. */
export const orderForm = z.object({
  cart_token: z.string({ error: 'Votre panier est introuvable.' }).min(1, { error: 'Votre panier est introuvable.' }),
  carrier_id: id('Mode de livraison'),
  payment_id: id('Moyen de paiement'),
  delivery_address_id: id('Adresse de livraison'),
  billing_address_id: id('Adresse de facturation'),
  accept_cgv: accepted(m.salesConditions),
  complementary_information: optionalText('Informations complémentaires', 2000, { lines: true }),
  /** the customer's job site the order goes to; none for an order of his own */
  job_site_id: siteId,
  purchase_order: optionalText('Numéro de bon de commande', JOB_SITE_LIMITS.purchaseOrder).optional(),
  /** YYYY-MM-DD; none: as soon as the carrier can */
  requested_delivery_date: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: 'La date de livraison souhaitée est illisible : choisissez un jour dans le calendrier.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La date de livraison souhaitée est illisible : choisissez un jour dans le calendrier.' })
      .nullable()
      .optional(),
  ),
  /** the totals of the recap the buyer confirmed: the API refuses the order if its own differ */
  expected_amount: z
    .object({ ht: cents('Montant HT attendu'), ttc: cents('Montant TTC attendu') }, { error: 'Les montants attendus sont illisibles.' })
    .optional(),
});

const quotedElement = z.object({
  element_id: z.number().int().positive(),
  quantity: z.number().int().positive(),
  /** metres, for a sheet cut to length */
  length: z.number().positive().nullable().optional(),
});

/**
 * A quotation request: of the cart (`cart_token`), or of the given lines
 * only (`elements`, the roof configurator's bill), which leaves the cart as it is.
 * `request_key`, the client's name for one request of given lines: asked again under it (its answer lost on the
 * way), the request gets its first quotation. A cart's request needs none: its cart is quoted once.
 */
export const quotationRequestForm = z
  .object({
    cart_token: z.string({ error: 'Votre panier est introuvable.' }).min(1, { error: 'Votre panier est introuvable.' }).optional(),
    elements: z
      .array(quotedElement, { error: 'La liste des produits est illisible.' })
      .max(200, { error: 'Un devis porte sur 200 lignes au plus.' })
      .optional(),
    complementary_information: optionalText('Informations complémentaires', 2000, { lines: true }),
    /** the job site the quotation is for */
    job_site_id: siteId,
    request_key: requestKey,
  })
  .superRefine((data, ctx) => {
    if (data.elements?.length === 0) ctx.addIssue({ code: 'custom', path: ['elements'], message: 'La liste des produits est vide.' });
    else if (!data.elements && !data.cart_token) ctx.addIssue({ code: 'custom', path: ['cart_token'], message: 'Votre panier est introuvable.' });
  });
