import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SITE_ADDRESS, type TestApi } from '../../../../backend/src/testing';
import type { Customer } from '@trefima/domain/contract';
import { browserApi } from '../../../test-support/browser-api';

/**
 * What the tests of /mes-listes share (each test file mocks `gatsby` itself,
 * jest hoists it): the real reference API, the demo professional signed in
 * in the browser code and on a token of his own for setting up, one job site
 * of his, and the page rendered. Call at the top of a test file.
 */
export function savedListsPage() {
  const kit = {
    api: undefined as unknown as TestApi,
    token: '',
    customer: undefined as unknown as Customer,
    siteId: 0,
    id: (ref: string) => kit.api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number,
    call: async (method: 'GET' | 'POST', path: string, body?: unknown) =>
      JSON.parse((await kit.api.request(method, path, { body, token: kit.token })).body).data,
    listRow: (name: string) =>
      kit.api.db.prepare('SELECT id, job_site_id FROM saved_list WHERE name = ?').get(name) as { id: number; job_site_id: number | null } | undefined,
    listLines: (name: string) =>
      kit.api.db
        .prepare(
          'SELECT p.reference, l.quantity FROM saved_list_line l JOIN saved_list s ON s.id = l.list_id JOIN product p ON p.id = l.product_id WHERE s.name = ? ORDER BY l.position',
        )
        .all(name)
        .map((r) => Object.values(r as object)),
    createList: (name: string, lines: [string, number][], jobSiteId: number | null = null) =>
      kit.call('POST', '/list', { name, job_site_id: jobSiteId, lines: lines.map(([ref, quantity]) => ({ element_id: kit.id(ref), quantity })) }),

    /** The page, once it shows the list named `awaited` (the index of an earlier test may show first, from SWR's cache). */
    async render(awaited: string) {
      const { SavedLists } = await import('./saved-lists');
      const user = userEvent.setup();
      // each page reads the lists again, as a page opened later would (not deduplicated with an earlier test's read)
      render(
        <SWRConfig value={{ dedupingInterval: 0 }}>
          <SavedLists customer={kit.customer} />
        </SWRConfig>,
      );
      const list = await screen.findByRole('list', { name: 'Vos listes enregistrées' }, { timeout: 5000 });
      await within(list).findByRole('article', { name: awaited }, { timeout: 5000 });
      const card = (name: string) => within(list).getByRole('article', { name });
      return { user, list, card };
    },
    /** The page showing the list `name`, its lines' editor open and `typed` in its HA12-12 line's quantity. */
    async editing(name: string, typed: string) {
      const { user, card } = await kit.render(name);
      await user.click(within(card(name)).getByRole('button', { name: `Voir les produits de la liste « ${name} »` }));
      await user.click(await within(card(name)).findByRole('button', { name: `Modifier les produits de la liste « ${name} »` }));
      const quantity = within(card(name)).getByRole('textbox', { name: /\(réf\. HA12-12\)/ }) as HTMLInputElement;
      await user.clear(quantity);
      await user.type(quantity, typed);
      return { user, card: () => card(name), quantity };
    },
    /** The page's status region (each card has its own, after it). */
    pageStatus: () => screen.getAllByRole('status')[0],
  };

  beforeAll(async () => {
    kit.api = await browserApi();
    const { login } = await import('../../account/session-actions');
    await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
    kit.token = await kit.api.login();
    kit.customer = (await kit.call('GET', '/user/logged')).customer;
    const site = await kit.call('POST', '/chantier', {
      name: 'Résidence Les Flamboyants',
      truck_access: 'tout',
      address: SITE_ADDRESS,
    });
    kit.siteId = site.job_site_id;
  });
  afterAll(() => kit.api.close());
  return kit;
}
