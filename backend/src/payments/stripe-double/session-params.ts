import { invalidParam, missingParam, unknownParam } from './errors';
import type { FormObject, FormValue } from './form-body';
import type { LineItem, Metadata } from './objects';

/** `POST /v1/checkout/sessions` read as Stripe reads it, refused with the `param` at fault as Stripe refuses it. */
export interface SessionParams {
  lineItems: LineItem[];
  currency: string;
  clientReferenceId: string | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string | null;
  expiresAt: number | null;
  locale: string | null;
  metadata: Metadata;
  paymentIntentMetadata: Metadata;
}

const KNOWN = [
  'mode',
  'allowed_payment_method_types',
  'payment_method_types',
  'line_items',
  'client_reference_id',
  'customer_email',
  'success_url',
  'cancel_url',
];
const KNOWN_TOO = ['expires_at', 'locale', 'metadata', 'payment_intent_data', 'expand'];
const MIN_EXPIRY_S = 30 * 60;
/** the least Stripe charges in euros, in cents (0,50 €) */
const MINIMUM_EUR_CENTS = 50;
const MAX_EXPIRY_S = 24 * 3600;

function only(value: FormValue | undefined, param: string, keys: string[]): FormObject {
  if (value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParam(param, `Invalid object`, 'parameter_invalid_empty');
  const unknown = Object.keys(value).find((key) => !keys.includes(key));
  if (unknown) throw unknownParam(param ? `${param}[${unknown}]` : unknown);
  return value;
}

function text(value: FormValue | undefined, param: string): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw invalidParam(param, `Invalid string: ${param}`);
  return value;
}

function integer(value: FormValue | undefined, param: string, min: number): number {
  if (value === undefined) throw missingParam(param);
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw invalidParam(param, `Invalid integer: ${String(value)}`, 'parameter_invalid_integer');
  const n = Number(value);
  if (n < min) throw invalidParam(param, `This value must be greater than or equal to ${min}.`);
  return n;
}

function url(value: FormValue | undefined, param: string, required: boolean): string | null {
  const v = text(value, param);
  if (v === null) {
    if (required) throw missingParam(param);
    return null;
  }
  if (!/^https?:\/\/[^\s]+$/.test(v)) throw invalidParam(param, 'Not a valid URL', 'url_invalid');
  return v;
}

function metadata(value: FormValue | undefined, param: string): Metadata {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParam(param, 'Invalid object');
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalidParam(param, 'You can specify up to 50 keys.');
  for (const [key, v] of entries) {
    if (typeof v !== 'string') throw invalidParam(`${param}[${key}]`, 'Invalid string');
    if (key.length > 40 || v.length > 500) throw invalidParam(`${param}[${key}]`, 'Keys are at most 40 characters long, values at most 500.');
  }
  return Object.fromEntries(entries.filter(([, v]) => v !== '')) as Metadata;
}

function lineItem(value: FormValue, i: number): LineItem & { currency: string } {
  const p = `line_items[${i}]`;
  const item = only(value, p, ['price_data', 'quantity']);
  if (!item.price_data) throw missingParam(`${p}[price_data]`);
  const price = only(item.price_data, `${p}[price_data]`, ['currency', 'unit_amount', 'product_data']);
  const currency = text(price.currency, `${p}[price_data][currency]`);
  if (!currency) throw missingParam(`${p}[price_data][currency]`);
  const product = only(price.product_data, `${p}[price_data][product_data]`, ['name', 'description']);
  const name = text(product.name, `${p}[price_data][product_data][name]`);
  if (!name) throw missingParam(`${p}[price_data][product_data][name]`);
  const unitAmount = integer(price.unit_amount, `${p}[price_data][unit_amount]`, 0);
  return { currency: currency.toLowerCase(), name, unitAmount, quantity: integer(item.quantity, `${p}[quantity]`, 1) };
}

export function sessionParams(body: FormObject, nowS: number): SessionParams {
  only(body, '', [...KNOWN, ...KNOWN_TOO]);
  if (body.mode === undefined) throw missingParam('mode');
  if (body.mode !== 'payment') throw invalidParam('mode', 'The Stripe double takes only mode=payment.');
  // allowed_payment_method_types since API 2026-10-28 (the SDK's types); payment_method_types before it
  for (const param of ['allowed_payment_method_types', 'payment_method_types']) {
    const types = body[param] ?? ['card'];
    if (!Array.isArray(types) || types.some((t) => t !== 'card')) throw invalidParam(param, `The Stripe double takes only ${param}[]=card.`);
  }
  if (!Array.isArray(body.line_items) || body.line_items.length === 0) throw missingParam('line_items');
  const items = body.line_items.map(lineItem);
  const currency = items[0].currency;
  const other = items.findIndex((item) => item.currency !== currency);
  if (other >= 0) throw invalidParam(`line_items[${other}][price_data][currency]`, 'All line items must share one currency.');
  // Stripe's minimum charge (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts), in euros only here
  const total = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  if (currency === 'eur' && total < MINIMUM_EUR_CENTS)
    throw invalidParam('line_items', "The Checkout Session's total amount due must add up to at least €0.50 eur", 'amount_too_small');
  const expiresAt = body.expires_at === undefined ? null : integer(body.expires_at, 'expires_at', 0);
  if (expiresAt !== null && expiresAt < nowS + MIN_EXPIRY_S)
    throw invalidParam('expires_at', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
  if (expiresAt !== null && expiresAt > nowS + MAX_EXPIRY_S)
    throw invalidParam('expires_at', 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.');
  const intent = only(body.payment_intent_data, 'payment_intent_data', ['metadata']);
  return {
    lineItems: items.map(({ name, unitAmount, quantity }) => ({ name, unitAmount, quantity })),
    currency,
    clientReferenceId: text(body.client_reference_id, 'client_reference_id'),
    customerEmail: text(body.customer_email, 'customer_email'),
    successUrl: url(body.success_url, 'success_url', true)!,
    cancelUrl: url(body.cancel_url, 'cancel_url', false),
    expiresAt,
    locale: text(body.locale, 'locale'),
    metadata: metadata(body.metadata, 'metadata'),
    paymentIntentMetadata: metadata(intent.metadata, 'payment_intent_data[metadata]'),
  };
}
