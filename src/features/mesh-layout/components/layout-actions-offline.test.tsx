/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeshLayoutAnswer } from '@trefima/domain/mesh-layout/contract';
import { LayoutActions } from './layout-actions';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The layout's panels to the cart on a building site's network: the cart's code loads on the first press, and may
 * not come. The buyer reads in French that the shop could not be reached, not webpack's « Loading chunk … failed »,
 * and may press again.
 */
jest.mock('../../cart/api/actions', () => {
  throw Object.assign(new Error('Loading chunk 412 failed.\n(error: http://localhost:9000/412-0123456789abcdef.js)'), { name: 'ChunkLoadError' });
});

it('says in French that the shop could not be reached when the cart’s code does not come', async () => {
  const layout = { panel: { element_id: 1, reference: 'ST25C-240', name: 'Treillis ST 25 C' }, count: 5 } as unknown as MeshLayoutAnswer;
  const user = userEvent.setup();
  render(<LayoutActions layout={layout} />);
  await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Le serveur est injoignable. Vérifiez votre connexion et réessayez.');
  expect((screen.getByRole('button', { name: 'Ajouter au panier' }) as HTMLButtonElement).disabled).toBe(false);
});
