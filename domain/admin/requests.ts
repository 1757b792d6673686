import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { requiredText, siret } from '../forms/rules';
import { optionalText, refuse, uint, visible } from '../contract/query';
import { REFUND_METHODS } from '../documents/contract';

/*
 * The back office's calls (`/admin/…`, behind ADMIN_TOKEN). Their bodies are
 * checked once the product, page or customer is found: an unknown one is a
 * 404 whatever the body says.
 */

/** The back office's texts reach the pages, the PDFs and the mails like a buyer's: the same characters refused. */
const field = (label: string) => visible(`Le champ « ${label} »`);

const something = z.refine<object>((p) => Object.keys(p).length > 0, { error: 'Rien à modifier.' });

export const productPatch = z
  .strictObject({
    /** sales plan id → price in cents HT */
    prices: z.optional(
      z.record(
        z.string().check(z.regex(/^\d+$/, { error: 'Territoire inconnu.' })),
        z.number().check(z.int(), z.minimum(0, { error: 'Le prix doit être positif.' })),
      ),
    ),
    stock: z.optional(z.number().check(z.int(), z.minimum(0, { error: 'Le stock doit être positif.' }))),
    name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200), field('Nom'))),
    /** a new address: the old one is kept as a 301 to it */
    slug: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(120, { error: 'L’adresse fait au plus 120 caractères.' }),
        z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'L’adresse ne contient que des minuscules sans accent, des chiffres et des tirets.' }),
        // digits alone are a product's id: `/product/12` is product 12, whatever product took the address « 12 »
        z.regex(/[a-z]/, { error: 'L’adresse contient au moins une lettre : des chiffres seuls sont l’identifiant d’un produit.' }),
      ),
    ),
  })
  .check(something);

export const pagePatch = z
  .strictObject({
    title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200), field('Titre'))),
    summary: z.optional(z.string().check(z.trim(), z.maxLength(1000), field('Résumé'))),
    body: z.optional(z.string().check(z.maxLength(200000), field('Contenu'))),
  })
  .check(something);

/** What only the back office sets on an account: the professional status and its terms. */
export const customerPatch = z
  .strictObject({
    type: z.optional(z.enum(['particulier', 'professionnel'], { error: 'Le type est « particulier » ou « professionnel ».' })),
    company: z.optional(requiredText('Société', 150)),
    siret: z.optional(siret('SIRET')),
    professional_verified: z.optional(z.boolean()),
    discount_rate: z.optional(z.number().check(z.minimum(0), z.maximum(50, { error: 'La remise est un pourcentage entre 0 et 50.' }))),
    /** the customer's purchasing rules want a purchase-order number on every order */
    purchase_order_required: z.optional(z.boolean({ error: '« purchase_order_required » vaut true ou false.' })),
  })
  .check(something);

export const adminCustomerParams = z.object({
  id: z.transform((v: string | number, ctx): number => uint(v) ?? refuse(ctx, 'Ce client est introuvable.', { notFound: true })),
});

/** The mail the API would have sent, `to` one recipient. */
export const outboxQuery = z.object({ to: optionalText(Infinity) });

/** `/admin/company/{id}/…`: a company of the back office, by its id. */
export const adminCompanyParams = z.object({
  id: z.transform((v: string | number, ctx): number => uint(v) ?? refuse(ctx, 'Cette entreprise est introuvable.', { notFound: true })),
});

export const adminCreditNoteParams = z.object({
  id: z.transform((v: string | number, ctx): number => uint(v) ?? refuse(ctx, 'Cet avoir est introuvable.', { notFound: true })),
});

/**
 * `POST /admin/credit-note/{id}/refund`: how the office gave back a credit note's money once its card refund failed,
 * on which day of the note's territory (today when absent), under which reference (the transfer's, the cheque's).
 */
export const creditNoteRefundBody = z.strictObject({
  method: z.enum(REFUND_METHODS, { error: 'Le mode de remboursement est « virement », « cheque » ou « especes ».' }),
  refunded_on: z.optional(z.string({ error: 'La date du remboursement est une date AAAA-MM-JJ.' })),
  reference: z.optional(
    z.nullable(
      z
        .string({ error: 'La référence du remboursement est un texte.' })
        .check(z.trim(), z.maxLength(100, { error: 'La référence du remboursement fait au plus 100 caractères.' }), visible('La référence du remboursement')),
    ),
  ),
});
