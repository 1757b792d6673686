/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import TerritoryDialog from './territory-dialog';

jest.mock('gatsby', () => jest.requireActual('../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/' }) }), { virtual: true });

/**
 * What a change of territory did to a full cart is said by code of its own, loaded once the territory is chosen. On a
 * building site's network it may not come: the page must not reload for it (a missing chunk left unhandled reloads the
 * page, lib/chunk-reload.ts, and a form typed meanwhile would be lost); the cart reads itself at the new prices.
 */
jest.mock('../../features/cart/api/territory-change', () => {
  throw Object.assign(new Error('Loading chunk 312 failed.\n(error: http://localhost:9000/312-0123456789abcdef.js)'), { name: 'ChunkLoadError' });
});

const PLANS = [
  { id: 1, label: 'Martinique' },
  { id: 2, label: 'Guadeloupe' },
] as Parameters<typeof TerritoryDialog>[0]['plans'];

// jsdom has the element, not its modal methods
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

it('leaves no failure unhandled when the notice of the change does not come', async () => {
  const unhandled: unknown[] = [];
  const seen = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', seen);
  try {
    render(<TerritoryDialog plans={PLANS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guadeloupe', hidden: true }));
    // the import's rejection, and Node's turn to call it unhandled
    await new Promise((done) => setTimeout(done, 20));
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', seen);
  }
});
