// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '../lib/zod-config';
import { z } from 'zod';
import { formMessages as m } from './messages';
import { accepted, optionalText } from './rules';

const id = (label: string) =>
  z.coerce.number({ error: m.required(label) }).int({ error: m.required(label) }).positive({ error: m.required(label) });

/** Checkout (section 5): a carrier, a delivery address, the sales conditions and a payment method. */
export const orderForm = z.object({
  cart_token: z.string({ error: 'Votre panier est introuvable.' }).min(1, { error: 'Votre panier est introuvable.' }),
  carrier_id: id('Mode de livraison'),
  payment_id: id('Moyen de paiement'),
  delivery_address_id: id('Adresse de livraison'),
  billing_address_id: id('Adresse de facturation'),
  accept_cgv: accepted(m.salesConditions),
  complementary_information: optionalText('Informations complémentaires', 2000),
});

export const quotationRequestForm = z.object({
  cart_token: z.string({ error: 'Votre panier est introuvable.' }).min(1, { error: 'Votre panier est introuvable.' }),
  complementary_information: optionalText('Informations complémentaires', 2000),
});
