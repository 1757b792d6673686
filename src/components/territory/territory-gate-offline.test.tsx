/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { SalesPlan } from '@trefima/domain/contract';
import { territoryDialogAtom } from '../../state/ui';
import { TerritoryGate } from './territory-gate';

/**
 * The territory question's code, on a building site's network, may not come. Asked on a first visit, it was not the
 * buyer's doing: the default territory's prices stay, as a crawler reads them, and nothing is said. Asked from the
 * header's button, he waits for it: the failure is said, with « Réessayer ».
 */
jest.mock('./territory-dialog', () => {
  throw Object.assign(new Error('Loading chunk 77 failed.\n(error: http://localhost:9000/77-0123456789abcdef.js)'), { name: 'ChunkLoadError' });
});

const plans = [{ id: 1, label: 'Martinique' }] as SalesPlan[];

it('says nothing when the first visit’s question does not come, and says it when the buyer asked for it', async () => {
  render(<TerritoryGate plans={plans} pathname="/" />);
  // no territory stored: asked on the first visit
  expect(getDefaultStore().get(territoryDialogAtom)).toBe('choose');
  await act(() => new Promise((done) => setTimeout(done, 0)));
  expect(screen.queryByRole('alert')).toBeNull();

  act(() => getDefaultStore().set(territoryDialogAtom, 'change'));
  expect((await screen.findByRole('alert')).textContent).toContain('Cette partie de la page n’a pas pu être chargée');
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
});
