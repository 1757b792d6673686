/**
 * `npx tsx backend/src/payments/stripe-double/main.ts`: the Stripe double on its own, for npm start and the e2e stack.
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the shop's), STRIPE_DOUBLE_PORT (12111; 0 for any free port),
 * STRIPE_DOUBLE_WEBHOOK_URL (the shop's webhook endpoint), STRIPE_DOUBLE_PUBLIC_URL (where a browser reaches the page).
 */
import { doubleOptionsOf } from './env-options';
import { startStripeDouble } from './index';

async function main() {
  const options = doubleOptionsOf(process.env);
  const double = await startStripeDouble(options);
  const stop = () => void double.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const webhooks = options.webhookUrl ? `webhooks vers ${options.webhookUrl}` : 'sans webhook (STRIPE_DOUBLE_WEBHOOK_URL absent)';
  console.log(`Double de Stripe prêt : ${double.url} (mode démonstration, ${webhooks})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
