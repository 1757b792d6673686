import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, API, DEPOT, newProfessional, signedIn } from './support/accounts';
import { hydrated } from './support/hydrated';
import { addFromProductPage } from './support/shopper';

/**
 * An order paid by bank transfer, as the buyer and the office live it: « Votre
 * commande est préparée dès réception du virement ». The professional orders
 * for delivery and pays by transfer: his confirmation and his order's page
 * give him the bank details and the reference. The office moves the order
 * into preparation once the money is on its account (its admin call, as the
 * back office makes it; backend/src/orders/order-transfer.ts: that move,
 * dated, is the receipt), then ships it. From then on the buyer is no longer
 * asked to pay: no bank details on his order's page, and the invoice issued
 * with the shipment reads paid, « acquittée », on the day the money came,
 * the day the order went into preparation, in « Mes factures » and in its PDF.
 * A new professional of Guadeloupe, whose documents are his own.
 */
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
test.use({ territory: 2 });

async function moveOrder(request: APIRequestContext, id: number, status: string) {
  const res = await request.post(`${API}/admin/order/${id}/status`, { headers: ADMIN, data: { status } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A PDF's text as a reader finds it (Mozilla's pdf.js, which ships as ES modules only: read in a Node process of its own), its spaces as one. */
function pdfText(path: string): string {
  const script = `
    import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
    const chunks = [];
    for await (const c of process.stdin) chunks.push(c);
    const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, verbosity: 0 }).promise;
    let text = '';
    for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((it) => it.str).join(' ') + ' ';
    process.stdout.write(text);`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: readFileSync(path) })
    .toString()
    .replace(/\s+/g, ' ');
}

/** « 06/12/2026 » as the PDFs write a day: « 6 décembre 2026 ». */
const longDay = (ddmmyyyy: string) => {
  const [d, m, y] = ddmmyyyy.split('/').map(Number);
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
};

/** The order's page, read again: the office moved it meanwhile. */
async function openOrder(page: Page, number: string) {
  await page.goto(`/mes-commandes/${number}`);
  await hydrated(page);
  const detail = page.getByRole('article', { name: `Commande ${number}` });
  await expect(detail).toBeVisible();
  return detail;
}

test('a transfer order: the bank details until the money comes, then shipped with its invoice « acquittée » on the day it came', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const pro = await newProfessional(
    request,
    { prefix: 'e2e-virement', civility: 'm', first_name: 'Rodolphe', last_name: 'Bellance', company: 'Bellance BTP', address: DEPOT },
    'Virement-Recu-971!',
  );
  await signedIn(page.context(), baseURL!, pro.token);

  // ordered for delivery, paid by transfer
  await addFromProductPage(page, 'barre-ha-o12-12-m', { quantity: 5 });
  await page.goto('/panier');
  await hydrated(page);
  await page.getByRole('link', { name: 'Commander' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon adresse');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/recapitulatif$/);
  await hydrated(page);
  await expect(page.getByText(/^Masse totale : /)).toBeVisible();
  await page.getByRole('radio', { name: /Livraison sur chantier \(camion plateau\)/ }).check();
  await page.getByRole('radio', { name: /Virement bancaire/ }).check();
  await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  const confirmed = page.getByRole('heading', { name: /^Votre commande n°CMD-\d{4}-\d+ est confirmée\.$/ });
  await expect(confirmed).toBeVisible();
  const number = /CMD-\d{4}-\d+/.exec((await confirmed.textContent())!)![0];
  const bank = page.getByRole('group', { name: 'Coordonnées bancaires pour le virement' });
  await expect(bank).toContainText(IBAN);
  await expect(bank).toContainText(number);

  // his order's page asks for the transfer, as long as it has not come
  let detail = await openOrder(page, number);
  await expect(detail.getByRole('definition').filter({ hasText: /^Reçue$/ })).toBeVisible();
  const transfer = detail.getByRole('region', { name: 'Régler par virement' });
  await expect(transfer.getByRole('group', { name: 'Coordonnées bancaires pour le virement' })).toContainText(IBAN);
  const id = await orderId(request, pro.token, number);

  // the money is on the office's account: the order goes into preparation, the day it came
  await moveOrder(request, id, 'en_preparation');
  detail = await openOrder(page, number);
  await expect(detail.getByRole('definition').filter({ hasText: /^En préparation$/ })).toBeVisible();
  const progress = detail.getByRole('region', { name: 'Suivi de la commande' });
  const preparing = progress.getByRole('listitem').filter({ hasText: /^En préparation/ });
  await expect(preparing).toHaveText(/^En préparation — \d{2}\/\d{2}\/\d{4}$/);
  const receivedOn = /\d{2}\/\d{2}\/\d{4}/.exec((await preparing.textContent())!)![0];
  // paid: no bank details any more, nowhere on the page
  await expect(page.getByRole('region', { name: 'Régler par virement' })).toHaveCount(0);
  await expect(page.getByText(IBAN)).toHaveCount(0);

  // shipped: the delivery note and the invoice, paid by the transfer
  await moveOrder(request, id, 'expediee');
  detail = await openOrder(page, number);
  await expect(detail.getByRole('definition').filter({ hasText: /^Expédiée$/ })).toBeVisible();
  await expect(page.getByText(IBAN)).toHaveCount(0);
  const invoiceButton = detail.getByRole('button', { name: /^Facture FAC-\S+ \(PDF\)$/ });
  await expect(invoiceButton).toBeVisible();
  const invoice = /FAC-\S+/.exec((await invoiceButton.textContent())!)![0];

  await page.goto('/mes-factures');
  await hydrated(page);
  const row = page.getByRole('row').filter({ hasText: invoice });
  await expect(row).toContainText(number);
  await expect(row).toContainText(`Payée le ${receivedOn}`);
  await expect(row).not.toContainText('À régler');
  await expect(row.getByRole('button', { name: `Payer par carte la facture ${invoice}` })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `PDF de la facture ${invoice}` }).click()]);
  const text = pdfText((await download.path())!);
  expect(text).toContain(`Facture acquittée le ${longDay(receivedOn)}.`);
  expect(text).toMatch(/Échéance\s*:?\s*acquittée/);
  // nothing left to pay: no transfer asked for
  expect(text).not.toContain('Règlement par virement');
  expect(text).not.toContain('IBAN');
});

/** The order's id, which the office's call takes, by its number. */
async function orderId(request: APIRequestContext, token: string, number: string): Promise<number> {
  const res = await request.get(`${API}/order/${number}?site_id=1&lang=fr&sales_plan_id=2`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}
