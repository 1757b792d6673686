import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from './accounts';

/**
 * An order a professional of Guadeloupe placed earlier, through the calls the
 * pages make: his cart filled, then ordered for collection at the Jarry depot
 * and paid by transfer unless said. For a journey that needs orders of its own to read or
 * buy again, where the demo account's seeded orders would be shared.
 */
export async function pastOrder(
  request: APIRequestContext,
  buyer: { token: string; addressId: number | null },
  lines: { slug: string; quantity: number }[],
  /** the payment method's code: by transfer unless said */
  paymentCode = 'virement',
) {
  const call = async <T>(method: 'get' | 'post', path: string, data?: unknown) => {
    const res = await request[method](`${API}${path}?site_id=1&lang=fr&sales_plan_id=2`, {
      headers: { authorization: `Bearer ${buyer.token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect([200, 201], `${method} ${path}: ${await res.text()}`).toContain(res.status());
    return ((await res.json()) as { data: T }).data;
  };
  const elements = [];
  for (const { slug, quantity } of lines) elements.push({ element_id: (await call<{ id: number }>('get', `/product/${slug}`)).id, quantity });
  const cart = await call<{ token: string }>('post', '/cart/update', { cart_token: null, elements });
  const carriers = await call<{ id: number; code: string }[]>('get', '/carrier');
  const payments = await call<{ id: number; code: string }[]>('get', '/payment');
  return call<{ id: number; number: string }>('post', '/order', {
    cart_token: cart.token,
    carrier_id: carriers.find((c) => c.code === 'retrait-jarry')!.id,
    payment_id: payments.find((p) => p.code === paymentCode)!.id,
    delivery_address_id: buyer.addressId,
    billing_address_id: buyer.addressId,
    accept_cgv: true,
  });
}

/**
 * On an order's page (/mes-commandes/N): « Commander à nouveau », then the cart, which shows the order's first line.
 * The order's number, as its heading gives it.
 */
export async function orderAgainFromItsPage(page: Page): Promise<string> {
  const number = (await page.getByRole('heading', { level: 2, name: /^Commande CMD-/ }).textContent())!.replace(/^Commande /, '');
  const first = (await page.getByRole('rowheader').first().textContent())!.trim();
  await page.getByRole('button', { name: 'Remettre ces produits dans le panier' }).click();
  await expect(page.getByText(`Les produits de la commande ${number} sont dans votre panier, aux prix du jour.`).last()).toBeVisible();
  await page.getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(page.getByRole('heading', { level: 3, name: first.split('\n')[0] }).first()).toBeVisible();
  return number;
}
