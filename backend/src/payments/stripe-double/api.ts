import { DoubleApiError, invalidParam, missingParam, unknownParam, unknownRoute } from './errors';
import type { FormObject, FormValue } from './form-body';
import type { Ledger } from './ledger';
import { paymentIntentObject, refundObject, type StripeObject } from './objects';
import { sessionParams } from './session-params';

/** The part of Stripe's REST API the shop uses: Checkout Sessions, PaymentIntents (read), Refunds (create, list a payment's). */
type Handler = (id: string, form: FormObject) => Promise<StripeObject>;

function expands(form: FormObject, allowed: string[]): boolean {
  const list: FormValue = form.expand ?? [];
  if (!Array.isArray(list)) throw invalidParam('expand', 'Invalid array');
  const bad = list.find((path) => typeof path !== 'string' || !allowed.includes(path));
  if (bad !== undefined) throw invalidParam('expand', `This property cannot be expanded (${String(bad)}).`);
  return list.length > 0;
}

function onlyKeys(form: FormObject, keys: string[]) {
  const unknown = Object.keys(form).find((key) => !keys.includes(key));
  if (unknown) throw unknownParam(unknown);
}

function refundAmount(value: FormValue | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw invalidParam('amount', `Invalid integer: ${String(value)}`, 'parameter_invalid_integer');
  const amount = Number(value);
  if (amount < 1) throw invalidParam('amount', 'This value must be greater than or equal to 1.');
  return amount;
}

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

export function createApi(ledger: Ledger, nowS: () => number) {
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handler: async (_, form) => ledger.show(ledger.create(sessionParams(form, nowS())), expands(form, ['payment_intent'])),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handler: async (id, form) => {
        onlyKeys(form, ['expand']);
        return ledger.show(await ledger.session(id), expands(form, ['payment_intent']));
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      handler: async (id, form) => {
        onlyKeys(form, ['expand']);
        return ledger.show(await ledger.expireNow(id), expands(form, ['payment_intent']));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handler: async (id, form) => {
        onlyKeys(form, ['expand']);
        expands(form, []);
        return paymentIntentObject(ledger.intent(id));
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handler: async (_, form) => {
        onlyKeys(form, ['payment_intent', 'amount', 'metadata', 'reason', 'expand']);
        expands(form, []);
        const pi = form.payment_intent;
        if (typeof pi !== 'string' || !pi) throw missingParam('payment_intent');
        const reason = form.reason === undefined ? null : String(form.reason);
        if (reason !== null && !REASONS.includes(reason)) throw invalidParam('reason', `Invalid reason: must be one of ${REASONS.join(', ')}`);
        const metadata = form.metadata === undefined ? {} : form.metadata;
        if (typeof metadata !== 'object' || Array.isArray(metadata) || Object.values(metadata).some((v) => typeof v !== 'string'))
          throw invalidParam('metadata', 'Invalid object');
        return refundObject(await ledger.refund(pi, refundAmount(form.amount), metadata as Record<string, string>, reason));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds$/,
      handler: async (_, form) => {
        onlyKeys(form, ['payment_intent', 'limit']);
        const pi = form.payment_intent;
        if (typeof pi !== 'string' || !pi) throw missingParam('payment_intent');
        const limit = form.limit === undefined ? 10 : Number(form.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalidParam('limit', 'This value must be between 1 and 100.');
        const all = ledger.refundsOf(pi);
        return { object: 'list', data: all.slice(0, limit).map(refundObject), has_more: all.length > limit, url: '/v1/refunds' };
      },
    },
  ];

  return async function call(method: string, path: string, form: FormObject): Promise<{ status: number; body: unknown }> {
    try {
      for (const route of routes) {
        const match = route.method === method && path.match(route.pattern);
        if (match) return { status: 200, body: await route.handler(match[1] ?? '', form) };
      }
      throw unknownRoute(method, path);
    } catch (error) {
      if (error instanceof DoubleApiError) return { status: error.status, body: { error: error.body } };
      throw error;
    }
  };
}
