/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { MenuItem } from '@trefima/domain/contract';
import type { NavCategory } from '../../build/layout-data';
import { MainMenu } from './main-menu';

jest.mock('gatsby', () => jest.requireActual('../../test-support/gatsby-mock').gatsbyMock());
// Gatsby's own copy of the router, which only the build resolves: the menu reads the page shown
const location = { pathname: '/categorie/treillis-soudes' };
jest.mock('@reach/router', () => ({ useLocation: () => location }), { virtual: true });

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
});
