import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { oneOf, paging, refuse, uint, visible } from '../contract/query';
import { requestKey } from '../forms/request-key';

/*
 * The moves of a quotation's life (domain/quotations/lifecycle.ts) and of an
 * order's, by the buyer and by the back office. The schemas check types and
 * sizes; whether a move is allowed, and the messages' and dates' rules, are
 * the lifecycle module's, so that the site and the API say the same words.
 */

const MESSAGE_MAX = 2000;
const text = (label: string, { plural = false }: { plural?: boolean } = {}) =>
  z
    .string({ error: `${label} ${plural ? 'sont' : 'est'} un texte.` })
    .check(z.maxLength(MESSAGE_MAX, { error: `${label} ${plural ? 'font' : 'fait'} au plus ${MESSAGE_MAX} caractères.` }), visible(label, { plural }));

/**
 * `POST /quotations/{id}/accept`: the proposal is accepted as sent; `revision`, the one the buyer read, which is
 * refused once another replaced it (a colleague asked a revision, the office answered). Absent: the current one.
 */
export const quotationAcceptBody = z.optional(
  z.strictObject({ revision: z.optional(z.int({ error: 'La révision est le numéro entier de la proposition que vous acceptez.' })) }),
);
/** The proposal the buyer read, as `revision` of an acceptance: a refusal or a revision asked of another is refused. */
const readRevision = z.optional(z.int({ error: 'La révision est le numéro entier de la proposition que vous avez lue.' }));
/**
 * `POST /quotations/{id}/refuse` and `/renew`: a reason or a word, optional; `revision` as above (a renewal has none to
 * read). `request_key` (forms/request-key.ts): sent again, its answer lost on the way, the move made then is answered.
 */
export const quotationNoteBody = z.optional(
  z.strictObject({ message: z.optional(z.nullable(text('Le message'))), request_key: requestKey, revision: readRevision }),
);
/** `POST /quotations/{id}/revision`: what to change, required (the lifecycle says so in French when it is blank); `request_key` and `revision` as above. */
export const quotationRevisionBody = z.strictObject({ message: text('Le message'), request_key: requestKey, revision: readRevision });

const cents = (label: string) =>
  z.number({ error: `${label} est un nombre entier de centimes.` }).check(z.int({ error: `${label} est un nombre entier de centimes.` }));

/** `POST /admin/quotations/{id}/propose`: the office's prices for each line of the request, in its order, and the lines it adds. */
export const quotationProposeBody = z.strictObject({
  /** YYYY-MM-DD, the last day the buyer may accept */
  valid_until: z.string({ error: 'La date de validité est une date AAAA-MM-JJ.' }),
  message: z.optional(z.nullable(text('Le message'))),
  delivery_terms: z.optional(z.nullable(text('Les conditions de livraison', { plural: true }))),
  /** what the delivery costs in cents HT, 0 when included: required with `delivery_terms` (quotation-lifecycle.ts); absent, the carrier's price applies at checkout */
  delivery_ht: z.optional(
    z.nullable(cents('Le prix de la livraison HT').check(z.gte(0, { error: 'Le prix de la livraison HT est positif ou nul (0 quand elle est incluse).' }))),
  ),
  lines: z
    .array(
      z.strictObject({
        unit_price_ht: cents('Le prix unitaire HT'),
        /** the request's quantity when absent */
        quantity: z.optional(z.number({ error: 'La quantité est un nombre entier.' })),
      }),
      { error: 'Les lignes sont une liste.' },
    )
    .check(z.maxLength(1000)),
  /** catalogue lines the request did not have, after its own: checked as the cart checks a line (backend/src/cart/carts.ts) */
  added: z.optional(
    z
      .array(
        z.strictObject({
          element_id: z.int({ error: 'Le produit est un identifiant entier.' }),
          quantity: z.number({ error: 'La quantité est un nombre entier.' }),
          /** metres, for a product cut to length */
          length: z.optional(z.nullable(z.number({ error: 'La longueur est un nombre de mètres.' }))),
          unit_price_ht: cents('Le prix unitaire HT'),
        }),
        { error: 'Les lignes ajoutées sont une liste.' },
      )
      .check(z.maxLength(200, { error: 'Une proposition ajoute au plus 200 lignes.' })),
  ),
});

/** `POST /admin/quotations/{id}/study`: the office takes the request in hand (the buyer is told by mail). */
export const quotationStudyBody = z.optional(z.strictObject({}));

export const adminQuotationParams = z.object({
  id: z.transform((v: string | number, ctx): number => uint(v) ?? refuse(ctx, 'Ce devis est introuvable.', { notFound: true })),
});

/** `GET /admin/quotations`: newest first, of one status when asked. */
export const adminQuotationsQuery = z.object({
  ...paging(50),
  status: oneOf(['', 'demandee', 'en_cours', 'envoyee', 'acceptee', 'refusee', 'expiree'] as const, 'n’est pas un statut de devis', '', {
    emptyIsAbsent: true,
  }),
});

export const adminOrderParams = z.object({
  id: z.transform((v: string | number, ctx): number => uint(v) ?? refuse(ctx, 'Cette commande est introuvable.', { notFound: true })),
});

/** `POST /admin/order/{id}/status`: the next status (the lifecycle refuses one that does not follow), with a word for the buyer. */
export const orderStatusBody = z.strictObject({
  status: z.string({ error: 'Le statut est un texte.' }),
  message: z.optional(z.nullable(text('Le message'))),
});

export const adminInvoiceParams = z.object({
  id: z.transform((v: string | number, ctx): number => uint(v) ?? refuse(ctx, 'Cette facture est introuvable.', { notFound: true })),
});

/**
 * `POST /admin/invoice/{id}/payment`: the day the payment was received (YYYY-MM-DD), today when absent; its
 * amount in TTC cents, what is left when absent (partial payments add up); how it was paid, a transfer when absent.
 */
export const invoicePaymentBody = z.optional(
  z.strictObject({
    paid_on: z.optional(z.string({ error: 'La date de règlement est une date AAAA-MM-JJ.' })),
    amount_cents: z.optional(
      z
        .number({ error: 'Le montant du règlement est un nombre de centimes.' })
        .check(z.int({ error: 'Le montant du règlement est un nombre entier de centimes.' }), z.minimum(1, { error: 'Le montant du règlement est positif.' })),
    ),
    method: z.optional(
      z.enum(['virement', 'cheque', 'especes', 'effet'], { error: 'Le mode de règlement est « virement », « cheque », « especes » ou « effet ».' }),
    ),
    reference: z.optional(
      z.nullable(
        z
          .string({ error: 'La référence du règlement est un texte.' })
          .check(z.trim(), z.maxLength(100, { error: 'La référence du règlement fait au plus 100 caractères.' }), visible('La référence du règlement')),
      ),
    ),
  }),
);
