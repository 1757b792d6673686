import type { FormObject } from './form-body';

/**
 * Stripe's idempotent requests (https://docs.stripe.com/api/idempotent_requests): the SDK keys every POST and
 * sends the same key when it retries, so a retried creation answers the first one's object instead of making a
 * second. A key used again with other parameters is refused as Stripe refuses it.
 */
type Answer = { status: number; body: unknown };
type Call = (method: string, path: string, form: FormObject) => Promise<Answer>;

const MAX_KEYS = 10_000;

export function idempotent(call: Call) {
  const seen = new Map<string, { request: string; answer: Promise<Answer> }>();
  return function (method: string, path: string, form: FormObject, idempotency: { key: string | string[] | undefined; body: string }) {
    const key = typeof idempotency.key === 'string' && method === 'POST' ? idempotency.key : null;
    if (key === null) return call(method, path, form);
    const request = `${method} ${path} ${idempotency.body}`;
    const earlier = seen.get(key);
    if (earlier && earlier.request !== request) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return Promise.resolve({ status: 400, body: { error: { type: 'idempotency_error', message } } });
    }
    if (earlier) return earlier.answer;
    const answer = call(method, path, form);
    if (seen.size >= MAX_KEYS) seen.delete(seen.keys().next().value!);
    seen.set(key, { request, answer });
    // an error of the double itself is not kept: the retry tries again
    answer.catch(() => seen.delete(key));
    return answer;
  };
}
