/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import { pausedClock } from '../../../test-support/paused-clock';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// Gatsby's own copy of the router, which only the build resolves: the combobox just listens for page changes
jest.mock('@reach/router', () => ({ globalHistory: { listen: () => () => {} } }), { virtual: true });

/**
 * The header search's live suggestions as a visitor meets them, from the
 * real reference API: the box (loaded by the header's form) becomes an ARIA
 * combobox, asks for suggestions from 4 characters once typing pauses, shows
 * them grouped and says how many, and is driven from the keyboard.
 */
let api: TestApi;
let fetchSpy: jest.SpyInstance;
const nodeFetch = globalThis.fetch;
let SearchForm: typeof import('../../../components/header-tools/search-form').SearchForm;
let navigate: jest.Mock;
let DEBOUNCE_MS: number;

beforeAll(async () => {
  api = await browserApi();
  // lets every call through to the API: it only counts what the box asks
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  ({ SearchForm } = await import('../../../components/header-tools/search-form'));
  ({ DEBOUNCE_MS } = await import('./search-combobox'));
  navigate = jest.requireMock('gatsby').navigate;
});
afterAll(() => api.close());
beforeEach(() => {
  fetchSpy.mockClear();
  navigate.mockClear();
});
afterEach(() => jest.useRealTimers());

const suggestRequests = () =>
  fetchSpy.mock.calls.map(([url]) => new URL(String(url))).filter((u) => u.pathname.endsWith('/search') && u.searchParams.get('type') === 'Suggest');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderSearch() {
  // keystrokes without a timer between them: a word typed is one burst, whatever the host's load, as the debounce expects of a typist
  const user = userEvent.setup({ delay: null });
  render(<SearchForm open={false} onClose={() => {}} />);
  return { user, box: screen.getByLabelText<HTMLInputElement>('Rechercher un produit, une gamme, un conseil') };
}

/** "couverture" matches two categories and contents but no product: two groups. */
async function openSuggestions() {
  const setup = renderSearch();
  await setup.user.type(setup.box, 'couverture');
  await screen.findByRole('listbox', { name: 'Suggestions' });
  return setup;
}

describe('SearchCombobox', () => {
  it('asks nothing up to 3 characters, then once for 4, after the pause', async () => {
    const pass = pausedClock(DEBOUNCE_MS);
    const { user, box } = renderSearch();
    await user.type(box, 'tre');
    pass();
    expect(suggestRequests()).toEqual([]);
    expect(box.getAttribute('role')).toBe('combobox');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    jest.useRealTimers();
    await user.type(box, 'i');
    await screen.findByRole('listbox');
    expect(suggestRequests().map((u) => u.searchParams.get('text'))).toEqual(['trei']);
  });

  it('shows the grouped suggestions of the real API under their headings, and says how many', async () => {
    const { box } = await openSuggestions();
    // typed in one go: a single request, for the whole term
    expect(suggestRequests().map((u) => u.searchParams.get('text'))).toEqual(['couverture']);
    const categories = screen.getByRole('group', { name: 'Catégories' });
    const contents = screen.getByRole('group', { name: 'Contenus' });
    expect(screen.getAllByRole('group')).toEqual([categories, contents]);
    const labels = (group: HTMLElement) =>
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent);
    // the names containing the term first, 5 in all: no product has it, the contents' titles fill in
    expect(labels(categories)).toEqual(['Couverture et bardage', 'Accessoires de couverture']);
    const answer = (await api.get('/search', { type: 'Suggest', text: 'couverture' })).json().data;
    expect(labels(contents)).toEqual(answer.contents.items.slice(0, 3).map((c: { title: string }) => c.title));
    expect(screen.getByRole('status').textContent).toBe('5 suggestions disponibles');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    // the focus stays in the box: no option is active yet
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('says it is expanded in the very change that shows the list, and collapsed in the one that hides it', async () => {
    const { user, box } = renderSearch();
    // what a screen reader may read after each change of the page: the list seen and the box's state must agree
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const list = screen.queryByRole('listbox', { hidden: true });
      if (list) seen.push(`list ${list.hidden ? 'hidden' : 'shown'}, aria-expanded ${box.getAttribute('aria-expanded')}`);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    try {
      await user.type(box, 'couverture');
      await screen.findByRole('listbox', { name: 'Suggestions' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    } finally {
      observer.disconnect();
    }
    expect(seen).toContain('list shown, aria-expanded true');
    expect(seen.filter((s) => s === 'list shown, aria-expanded false' || s === 'list hidden, aria-expanded true')).toEqual([]);
  });

  it('shows the answer for the latest term, even when an older one comes back after it', async () => {
    const { user, box } = renderSearch();
    // the first answer comes late, and even though its request was aborted (the server had already replied)
    let late: Promise<Response> | undefined;
    // its body read whole before it is handed over: once `late` is in, reading it takes the box no more than a turn
    fetchSpy.mockImplementationOnce(
      (url: string, init: RequestInit) =>
        (late = pause(800)
          .then(() => nodeFetch(url, { ...init, signal: undefined }))
          .then(async (res) => new Response(await res.arrayBuffer(), res))),
    );
    await user.type(box, 'treillis');
    await waitFor(() => expect(late).toBeDefined()); // its request is under way
    await user.clear(box);
    await user.type(box, 'couverture');
    await waitFor(() => expect(screen.queryAllByRole('option').map((o) => o.textContent)).toContain('Couverture et bardage'));
    await late;
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(suggestRequests().map((u) => u.searchParams.get('text'))).toEqual(['treillis', 'couverture']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Couverture et bardage');
    expect(screen.queryByText(/^Treillis/)).toBeNull();
  });

  it('moves the active option with the arrows, reopening a closed list on the first one', async () => {
    const { user, box } = await openSuggestions();
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2].id);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false', 'false']);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}'); // wraps around to the last
    expect(box.getAttribute('aria-activedescendant')).toBe(options[4].id);
    expect(document.activeElement).toBe(box);

    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
  });

  it('opens the active option’s page on Enter, instead of searching, and empties the box', async () => {
    const { user, box } = await openSuggestions();
    const searched = jest.fn();
    screen.getByRole('search').addEventListener('submit', searched);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(searched).not.toHaveBeenCalled();
    expect(navigate.mock.calls).toEqual([[expect.stringMatching(/^\/categorie\/[a-z0-9-]+$/)]]);
    const slug = navigate.mock.calls[0][0].slice('/categorie/'.length);
    expect(api.db.prepare('SELECT name FROM category WHERE slug = ?').pluck().get(slug)).toBe('Couverture et bardage');
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape, keeping the term; a second Escape empties the box', async () => {
    const { user, box } = await openSuggestions();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.value).toBe('couverture');
    await user.keyboard('{Escape}');
    expect(box.value).toBe('');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(navigate).not.toHaveBeenCalled();
  });
});
