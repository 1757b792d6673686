/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SITE_ADDRESS, type TestApi } from '../../../../backend/src/testing';
import type { Customer } from '@trefima/domain/contract';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /mes-chantiers as the demo professional uses it, against the real
 * reference API: a form given up gives the keyboard back where it was.
 */
let api: TestApi;
let token: string;
let customer: Customer;
const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => JSON.parse((await api.request(method, path, { body, token })).body).data;
const site = (name: string) =>
  call('POST', '/chantier', {
    name,
    truck_access: 'tout',
    address: SITE_ADDRESS,
  });

let pageCalls: PageCalls;

beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  const { login } = await import('../../account/session-actions');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
  token = await api.login();
  customer = (await call('GET', '/user/logged')).customer;
});
afterAll(() => api.close());

/** /mes-chantiers as the demo professional sees it, every answer fresh; the buyer's keyboard and pointer. */
async function showPage() {
  const { JobSites } = await import('./job-sites');
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <JobSites customer={customer} />
    </SWRConfig>,
  );
  return user;
}

describe('JobSites', () => {
  it('gives the focus back to the button that opened a form given up: the site’s own « Modifier »', async () => {
    await site('Résidence Les Flamboyants');
    await site('École de Jarry');
    const user = await showPage();
    const edit = await screen.findByRole('button', { name: 'Modifier le chantier « École de Jarry »' });
    await user.click(edit);
    const form = await screen.findByRole('form', { name: 'Modifier le chantier « École de Jarry »' });
    await user.click(within(form).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('form')).toBeNull();
    // the list is drawn again: its button, not the one that was clicked
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifier le chantier « École de Jarry »' })));

    // a new site's form had no card behind it: back to the button that opened it
    await user.click(screen.getByRole('button', { name: 'Créer un chantier' }));
    await user.click(within(await screen.findByRole('form')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Créer un chantier' })));
  });

  it('says who of the company created each site (the demo professional is Bellance BTP’s administrator)', async () => {
    await site('Lotissement Morne Vert');
    await showPage();
    const title = await screen.findByRole('heading', { name: 'Lotissement Morne Vert' });
    const card = title.closest('section, article, li, div[id]')!.parentElement!;
    expect(within(card).getByText('Créé par')).toBeTruthy();
    expect(within(card).getByText('Rodolphe Bellance')).toBeTruthy();
    cleanup();
  });

  it('narrows a company’s sites to those one of its people created', async () => {
    await site('Immeuble Les Alizés');
    const foreman = await api.login('conducteur@trefima.example', 'Demo-Conducteur-971!');
    const made = await api.request('POST', '/chantier', {
      body: { name: 'Gymnase de Sainte-Rose', truck_access: 'tout', address: SITE_ADDRESS },
      token: foreman,
    });
    expect(made.statusCode).toBe(201);
    const user = await showPage();
    const list = await screen.findByRole('list', { name: 'Vos chantiers' });
    const names = () =>
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent);
    await waitFor(() => expect(names()).toContain('Gymnase de Sainte-Rose'));
    const all = names();
    const person = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Personne' });
    expect([...person.options].map((o) => o.textContent)).toEqual(['Toutes les personnes', 'Joël Alexis', 'Rodolphe Bellance']);
    await user.selectOptions(person, 'Joël Alexis');
    expect(names()).toEqual(['Gymnase de Sainte-Rose']);
    expect(document.activeElement).toBe(person);
    await user.selectOptions(person, 'Rodolphe Bellance');
    expect(names()).toEqual(all.filter((n) => n !== 'Gymnase de Sainte-Rose'));
    await user.selectOptions(person, 'Toutes les personnes');
    expect(names()).toEqual(all);
    cleanup();
  });

  it('keeps a site typed and not saved when the page is left (a session ended, the buyer signed in again), until it is saved or given up', async () => {
    const { JobSites } = await import('./job-sites');
    const user = userEvent.setup();
    const page = () =>
      render(
        <SWRConfig value={{ dedupingInterval: 0 }}>
          <JobSites customer={customer} />
        </SWRConfig>,
      );
    page();
    await user.click(await screen.findByRole('button', { name: 'Créer un chantier' }));
    await user.type(within(await screen.findByRole('form')).getByRole('textbox', { name: /^Nom du chantier/ }), 'Villa Anse-Bertrand');
    await user.type(within(await screen.findByRole('form')).getByRole('textbox', { name: /^Code postal/ }), '97121');
    cleanup();

    // back on the page: the form opens again with what was typed, and says so
    page();
    const form = await screen.findByRole('form', { name: 'Créer un chantier' });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Nom du chantier/ }).value).toBe('Villa Anse-Bertrand');
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Code postal/ }).value).toBe('97121');
    expect(within(form).getByText('Votre saisie non enregistrée est reprise : enregistrez-la, ou annulez pour l’effacer.')).toBeTruthy();

    // given up: nothing comes back
    await user.click(within(form).getByRole('button', { name: 'Annuler' }));
    cleanup();
    page();
    await screen.findByRole('button', { name: 'Créer un chantier' });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('opens again the edit of a site left unsaved, on that site', async () => {
    await site('Entrepôt de Baie-Mahault');
    const { JobSites } = await import('./job-sites');
    const user = userEvent.setup();
    const page = () =>
      render(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <JobSites customer={customer} />
        </SWRConfig>,
      );
    page();
    await user.click(await screen.findByRole('button', { name: 'Modifier le chantier « Entrepôt de Baie-Mahault »' }));
    const hours = within(await screen.findByRole('form')).getByRole('textbox', { name: /^Horaires/ });
    await user.type(hours, '7 h – 15 h');
    cleanup();

    page();
    const form = await screen.findByRole('form', { name: 'Modifier le chantier « Entrepôt de Baie-Mahault »' });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Horaires/ }).value).toBe('7 h – 15 h');
    await user.click(within(form).getByRole('button', { name: 'Annuler' }));
  });

  it('says on the town, when saving, that a postcode is another territory’s, and loses nothing typed', async () => {
    await site('Lotissement Moudong');
    const { JobSites } = await import('./job-sites');
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <JobSites customer={customer} />
      </SWRConfig>,
    );
    await user.click(await screen.findByRole('button', { name: 'Modifier le chantier « Lotissement Moudong »' }));
    const form = await screen.findByRole('form');
    const zipcode = within(form).getByRole<HTMLInputElement>('textbox', { name: /^Code postal/ });
    const city = within(form).getByRole<HTMLInputElement>('textbox', { name: /^Ville/ });
    await user.clear(zipcode);
    await user.type(zipcode, '97232');
    await user.clear(city);
    await user.type(city, 'Baie-Mahault');
    await user.click(within(form).getByRole('button', { name: /^Enregistrer/ }));
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(form).getAllByText(/Le code postal 97232 est celui de « Le Lamentin » \(Martinique\) ; « Baie-Mahault » \(Guadeloupe\) a le code postal 97122/)
        .length,
    ).toBeGreaterThan(0);
    expect([zipcode.value, city.value]).toEqual(['97232', 'Baie-Mahault']);
    await user.click(within(form).getByRole('button', { name: 'Annuler' }));
  });

  /** The page under the header's search box, where the buyer may go while an answer is on its way. */
  async function pageWithSearch() {
    const { JobSites } = await import('./job-sites');
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <label>
          Rechercher un produit <input type="search" />
        </label>
        <JobSites customer={customer} />
      </SWRConfig>,
    );
    return { user, search: screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher un produit' }) };
  }

  /** The frame after the answer's, where the status region takes the focus if it does. */
  const nextFrame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

  it('puts the focus on what an archiving says, unless the buyer went elsewhere while it was on its way', async () => {
    await site('Chantier du Gosier');
    await site('Chantier de Sainte-Anne');
    const { user, search } = await pageWithSearch();
    await user.click(await screen.findByRole('button', { name: 'Archiver le chantier « Chantier du Gosier »' }));
    const said = await screen.findByText('Le chantier « Chantier du Gosier » est archivé. Vous le retrouverez parmi les chantiers archivés.');
    await waitFor(() => expect(document.activeElement).toBe(said.closest('[role="status"]')));

    // each call held, reads too, as on a slow network
    const held = pageCalls.hold({ reads: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Archiver le chantier « Chantier de Sainte-Anne »' }));
      await user.click(search);
    } finally {
      held.release();
    }
    await screen.findByText('Le chantier « Chantier de Sainte-Anne » est archivé. Vous le retrouverez parmi les chantiers archivés.');
    await quiet();
    await nextFrame();
    expect(document.activeElement).toBe(search);
    await user.keyboard('HA12');
    expect(search.value).toBe('HA12');
  });

  it('puts the focus on what a saved form says, unless the buyer went elsewhere while it was on its way', async () => {
    await site('Chantier de Petit-Bourg');
    const { user, search } = await pageWithSearch();
    const save = async (hours: string) => {
      await user.click(await screen.findByRole('button', { name: 'Modifier le chantier « Chantier de Petit-Bourg »' }));
      const form = await screen.findByRole('form', { name: 'Modifier le chantier « Chantier de Petit-Bourg »' });
      const field = within(form).getByRole('textbox', { name: /^Horaires/ });
      await user.clear(field);
      await user.type(field, hours);
      await user.click(within(form).getByRole('button', { name: 'Enregistrer le chantier' }));
    };
    await save('7 h – 15 h');
    const said = await screen.findByText('Le chantier « Chantier de Petit-Bourg » a bien été modifié.');
    await waitFor(() => expect(document.activeElement).toBe(said.closest('[role="status"]')));

    const held = pageCalls.hold({ reads: true });
    try {
      await save('6 h – 14 h');
      await user.click(search);
    } finally {
      held.release();
    }
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    await screen.findByText('Le chantier « Chantier de Petit-Bourg » a bien été modifié.');
    await quiet();
    await nextFrame();
    expect(document.activeElement).toBe(search);
    await user.keyboard('HA12');
    expect(search.value).toBe('HA12');
  });

  it('makes one site of a new site sent again after its answer was lost, with what was put right meanwhile', async () => {
    const { user } = await pageWithSearch();
    await user.click(await screen.findByRole('button', { name: 'Créer un chantier' }));
    const form = await screen.findByRole('form', { name: 'Créer un chantier' });
    const field = (name: RegExp) => within(form).getByRole('textbox', { name });
    await user.type(field(/^Nom du chantier/), 'Villa Grands-Fonds');
    await user.type(field(/^Adresse/), 'Chemin de Grands-Fonds');
    await user.type(field(/^Code postal/), '97160');
    await user.type(field(/^Ville/), 'Le Moule');
    await user.click(within(form).getByRole('radio', { name: /^Porteur de 19 t/ }));
    const lost = pageCalls.loseNextAnswer({ only: (c) => c.method === 'POST' && /\/chantier\?/.test(c.url) });
    await user.click(within(form).getByRole('button', { name: 'Créer le chantier' }));
    await lost;
    await within(form).findByText(/injoignable/);
    await user.type(field(/^Horaires/), '7 h – 15 h');
    await user.click(within(form).getByRole('button', { name: 'Créer le chantier' }));
    await screen.findByText('Le chantier « Villa Grands-Fonds » a bien été créé.');
    await quiet();
    const made = await call('GET', '/chantier');
    expect(made.items.filter((s: { name: string }) => s.name === 'Villa Grands-Fonds').map((s: { opening_hours: string }) => s.opening_hours)).toEqual([
      '7 h – 15 h',
    ]);
  });
});
