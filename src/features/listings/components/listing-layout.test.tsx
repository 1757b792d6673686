/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MutableRefObject } from 'react';
import { keepFocus, useKeptFocus } from './keep-focus';
import { activeFilters, ListingLayout } from './listing-layout';

/**
 * On a phone the filters would come before the first product: they fold
 * behind a « Filtrer » button (CSS shows them beside the results on a wide
 * screen), which says how many filters are on and whether it is open.
 */
function renderListing(active: number) {
  render(
    <ListingLayout filters={<a href="/categorie/x/brand__Trefima">Trefima</a>} active={active} heading="12 produits">
      <p>Les produits</p>
    </ListingLayout>,
  );
  return screen.getByRole('button', { name: /^Filtrer/ });
}

describe('ListingLayout', () => {
  it('folds the filters behind a button that says it is closed and what it opens', () => {
    const button = renderListing(0);
    expect(button.textContent).toBe('Filtrer');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.contains(screen.getByRole('link', { name: 'Trefima' }))).toBe(true);
    expect(panel.getAttribute('data-open')).toBe('false');
  });

  it('opens and closes from the keyboard, and counts the filters that are on', async () => {
    const user = userEvent.setup();
    const button = renderListing(2);
    expect(button.textContent).toBe('Filtrer (2 filtres actifs)');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.getAttribute('data-open')).toBe('true');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('counts each value of a facet and a price range as one filter', () => {
    expect(activeFilters({})).toBe(0);
    expect(activeFilters({ brand: ['Trefima', 'Metaliso'], color: [] })).toBe(2);
    expect(activeFilters({ brand: ['Trefima'], price: ['10', '49.9'] })).toBe(2);
  });

  it('gives the focus to « Filtrer » when the control that navigated is in the panel folded on the new page', () => {
    // the price filter's « Appliquer », which the browser cannot focus in a panel that is not shown (a phone's, closed)
    function Apply() {
      const ref = useKeptFocus<HTMLButtonElement>('prix') as MutableRefObject<HTMLButtonElement | null>;
      const hidden = (el: HTMLButtonElement | null) => {
        if (el) el.focus = () => undefined;
        ref.current = el;
      };
      return (
        <button ref={hidden} type="submit">
          Appliquer
        </button>
      );
    }
    keepFocus('prix', '/categorie/x/_price__10_50');
    render(
      <ListingLayout filters={<Apply />} active={1} heading="3 produits">
        <p>Les produits</p>
      </ListingLayout>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filtrer (1 filtre actif)' }));
  });
});
