import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Stripe from 'stripe';
import { doubleOptionsOf } from './env-options';

const env = { STRIPE_SECRET_KEY: 'sk_test_main', STRIPE_WEBHOOK_SECRET: 'whsec_main' };

describe('the double’s settings from the environment', () => {
  it('takes the shop’s keys, a port (12111 by default) and the two URLs', () => {
    expect(doubleOptionsOf(env)).toMatchObject({
      port: 12111,
      host: '127.0.0.1',
      secretKey: 'sk_test_main',
      webhookSecret: 'whsec_main',
      webhookUrl: undefined,
    });
    const all = {
      ...env,
      STRIPE_DOUBLE_PORT: '0',
      STRIPE_DOUBLE_WEBHOOK_URL: 'http://127.0.0.1:4000/api/v1/payments/stripe/webhook',
      STRIPE_DOUBLE_PUBLIC_URL: 'http://localhost:12111',
    };
    expect(doubleOptionsOf(all)).toMatchObject({ port: 0, webhookUrl: all.STRIPE_DOUBLE_WEBHOOK_URL, publicUrl: 'http://localhost:12111' });
  });

  it('refuses to start without both keys or with a bad port or URL', () => {
    expect(() => doubleOptionsOf({ STRIPE_SECRET_KEY: 'sk_test_main' })).toThrow('STRIPE_WEBHOOK_SECRET');
    expect(() => doubleOptionsOf({ ...env, STRIPE_DOUBLE_PORT: 'abc' })).toThrow('STRIPE_DOUBLE_PORT');
    expect(() => doubleOptionsOf({ ...env, STRIPE_DOUBLE_WEBHOOK_URL: 'localhost:4000' })).toThrow('STRIPE_DOUBLE_WEBHOOK_URL');
  });
});

describe('npx tsx main.ts', () => {
  it('starts a double the SDK talks to, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), join(__dirname, 'main.ts')], {
      env: { PATH: process.env.PATH, ...env, STRIPE_DOUBLE_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = out.match(/Double de Stripe prêt : (http:\/\/\S+)/);
          if (match) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      const stripe = new Stripe('sk_test_main', { host: '127.0.0.1', port: Number(new URL(url).port), protocol: 'http' });
      const error = await stripe.paymentIntents.retrieve('pi_test_none').catch((e: unknown) => e);
      expect(error).toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing' });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
