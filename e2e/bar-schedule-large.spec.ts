import { expect, test } from './support/fixtures';
import { API, newProfessional, signedIn } from './support/accounts';
import { hydrated } from './support/hydrated';
import { cell, totals } from './support/schedule-editor';

/**
 * A contractor opens a saved schedule of a few hundred rows: the API sends it
 * compressed, across origins, and the editor reads it whole (its totals
 * count every row). Ø10 straight 6 000 mm, 12 bars = 44 424 g a row (617 g/m).
 */
test.use({ territory: 2 });

const ROWS = 300;

test('a saved schedule of 300 rows comes compressed and opens whole in the editor', async ({ page, context, request, baseURL }) => {
  const pro = await newProfessional(
    request,
    { prefix: 'e2e-grande-nomenclature', civility: 'm', first_name: 'Rodolphe', last_name: 'Bellance', company: 'Bellance Gros Œuvre' },
    'Grande-Nomenclature-971!',
  );
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    member: `Poutre P${(i % 30) + 1}`,
    mark: String(i + 1),
    diameter: 10,
    shape_code: '00',
    dimensions: { A: 6000 },
    members: 1,
    bars_per_member: 12,
  }));
  const created = await request.post(`${API}/nomenclature?site_id=1&lang=fr&sales_plan_id=2`, {
    headers: { authorization: `Bearer ${pro.token}` },
    data: { header: { job_site: 'Résidence Les Flamboyants', job_site_id: null, drawing: 'PL-12', title: 'Poutres', date: '2026-11-27' }, rows },
  });
  expect(created.status()).toBe(201);
  const { id, number } = ((await created.json()) as { data: { id: number; number: string } }).data;

  await signedIn(context, baseURL!, pro.token);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/nomenclature/${id}`) && r.request().method() === 'GET');
  await page.goto(`/nomenclature?id=${id}`);
  await hydrated(page);
  const res = await answer;
  expect(res.status()).toBe(200);
  expect(['br', 'gzip']).toContain((await res.allHeaders())['content-encoding']);

  await expect(page.getByText(`${number}, révision A`, { exact: true })).toBeVisible();
  await expect(cell(page, 'Repère', 1)).toHaveValue('1');
  // the grid draws the rows in view; the totals count every row read
  await expect(totals(page).getByRole('row', { name: /^Ø10 3\s600 21\s600 13\s327,2$/ })).toBeVisible();
  await expect(totals(page)).toContainText(/Total : 13\s327,2 kg, soit 13,327 t/);
});
