/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import type { SavedListSummary } from '@trefima/domain/saved-lists/contract';
import { useListToCart } from './list-to-cart';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * « Mettre au panier » names its list, and its name starts with what it
 * shows (WCAG 2.5.3, axe's label-content-name-mismatch): a buyer who says
 * what he sees, by voice, reaches it.
 */
function Button({ list }: { list: SavedListSummary }) {
  return useListToCart(list, undefined).button;
}

it('is named by its visible text first, then by its list', () => {
  render(<Button list={{ list_id: 1, name: 'Villa F4', line_count: 2, schedule_count: 0 } as SavedListSummary} />);
  const button = screen.getByRole('button', { name: 'Mettre au panier la liste « Villa F4 »' });
  expect(button.textContent).toBe('Mettre au panier');
});
