import type { StripeDoubleOptions } from './index';

/**
 * The double's settings from the environment main.ts is given (the only file that reads it): the same
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET as the shop, so that the shop's SDK and its webhook check agree with it.
 */
export const DEFAULT_PORT = 12111;

export function doubleOptionsOf(env: Record<string, string | undefined>): StripeDoubleOptions {
  const secretKey = env.STRIPE_SECRET_KEY ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
  if (!secretKey || !webhookSecret) throw new Error('Le double de Stripe demande STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET (les mêmes que la boutique).');
  const port = env.STRIPE_DOUBLE_PORT ? Number(env.STRIPE_DOUBLE_PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`STRIPE_DOUBLE_PORT n’est pas un port : ${env.STRIPE_DOUBLE_PORT}`);
  for (const name of ['STRIPE_DOUBLE_WEBHOOK_URL', 'STRIPE_DOUBLE_PUBLIC_URL']) {
    const value = env[name];
    if (value && !/^https?:\/\/[^\s]+$/.test(value)) throw new Error(`${name} n’est pas une adresse http(s) : ${value}`);
  }
  return {
    port,
    host: '127.0.0.1',
    secretKey,
    webhookSecret,
    webhookUrl: env.STRIPE_DOUBLE_WEBHOOK_URL || undefined,
    publicUrl: env.STRIPE_DOUBLE_PUBLIC_URL || undefined,
  };
}
