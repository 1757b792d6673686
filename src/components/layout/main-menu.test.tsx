/** @jest-environment ./src/test-support/jsdom-env.ts */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { MenuItem } from '@trefima/domain/contract';
import type { NavCategory } from '../../build/layout-data';
import { MainMenu } from './main-menu';

jest.mock('gatsby', () => jest.requireActual('../../test-support/gatsby-mock').gatsbyMock());
// Gatsby's own copy of the router, which only the build resolves: the menu reads the page shown
const location = { pathname: '/categorie/treillis-soudes' };
jest.mock('@reach/router', () => ({ useLocation: () => location }), { virtual: true });

/** Calls `run` from its effect: rendered after a component, once that component's effects have run. */
function Effects({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

const entry = (id: number, label: string, type: MenuItem['type'], slug: string | null, childs: MenuItem[] = [], code: string | null = null): MenuItem => ({
  id,
  label,
  type,
  slug,
  code,
  url: null,
  childs,
});

const items = [
  entry(1, 'Nos produits', 'no_destination', null, [], 'products'),
  entry(2, 'Nos gammes', 'internal', 'nos-gammes'),
  entry(3, 'Services', 'no_destination', null, [entry(4, 'Demander une étude', 'internal', 'demande-etude')]),
];
const categories: NavCategory[] = [
  { id: 10, name: 'Armatures', slug: 'armatures', childs: [{ id: 11, name: 'Treillis soudés', slug: 'treillis-soudes', childs: [] }] },
];

describe('the main menu’s dropdowns', () => {
  it('are served closed and empty: the HTML holds the menu’s first level, none of the links a dropdown opens', () => {
    const html = renderToString(<MainMenu items={items} categories={categories} isHome={false} />);
    expect(html).toContain('href="/nos-gammes"');
    expect(html).toContain('Nos produits');
    expect(html).not.toContain('/categorie/');
    expect(html).not.toContain('/demande-etude');
    // each button still names the panel it controls
    expect(html).toMatch(/aria-controls="menu-sous-1"[\s\S]*id="menu-sous-1"/);
  });

  it('render their links when opened, the page shown marked, and drop them when closed', async () => {
    const user = userEvent.setup();
    render(<MainMenu items={items} categories={categories} isHome={false} />);
    const products = screen.getByRole('button', { name: 'Nos produits' });
    expect(screen.queryByRole('link', { name: 'Armatures' })).toBeNull();
    await user.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Armatures' }).getAttribute('href')).toBe('/categorie/armatures');
    expect(screen.getByRole('link', { name: 'Treillis soudés' }).getAttribute('aria-current')).toBe('page');
    await user.click(products);
    expect(screen.queryByRole('link', { name: 'Armatures' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByRole('link', { name: 'Demander une étude' }).getAttribute('href')).toBe('/demande-etude');
  });

  it('open on a click that comes once the menu is drawn, before React has run its effects (a busy phone)', async () => {
    const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = g.IS_REACT_ACT_ENVIRONMENT;
    // React's own scheduling, as in the browser: a render outside act() commits, and runs its effects in a later task
    g.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const clicked = new Promise<void>((resolve) => {
        const drawn = new MutationObserver(() => {
          const products = container.querySelector<HTMLButtonElement>('button[aria-controls="menu-sous-1"]');
          if (!products) return;
          drawn.disconnect();
          // a microtask after the commit: the effects' task has not run yet
          fireEvent.click(products);
          resolve();
        });
        drawn.observe(container, { childList: true, subtree: true });
      });
      // a sibling after the menu: React runs its effects after the menu's, in the same task
      let effectsRun!: () => void;
      const afterEffects = new Promise<void>((resolve) => (effectsRun = resolve));
      startTransition(() =>
        root.render(
          <>
            <MainMenu items={items} categories={categories} isHome={false} />
            <Effects run={effectsRun} />
          </>,
        ),
      );
      await clicked;
      await afterEffects;
      // the menu's effects have run (React runs pending effects before it renders the click): what they did is seen
      await waitFor(() => expect(container.querySelector('button[aria-controls="menu-sous-1"]')!.getAttribute('aria-expanded')).toBe('true'));
    } finally {
      root.unmount();
      container.remove();
      g.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
