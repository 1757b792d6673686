/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { SalesPlan } from '@trefima/domain/contract';
import { territoryDialogAtom } from '../../state/ui';
import { Toast } from '../app/toast';
import { TerritoryGate } from './territory-gate';

/**
 * The territory question's code, on a building site's network, may not come. Asked on a first visit, it was not the
 * buyer's doing: the default territory's prices stay, as a crawler reads them, and nothing is said. Asked from the
 * header's button, he waits for it: the failure is said where he looks, at the top of the window (the question is a
 * dialog over the page, whose place is after the footer), and the button asks again.
 */
let mockOffline = true;
jest.mock('./territory-dialog', () => {
  if (mockOffline) {
    throw Object.assign(new Error('Loading chunk 77 failed.\n(error: http://localhost:9000/77-0123456789abcdef.js)'), { name: 'ChunkLoadError' });
  }
  return { __esModule: true, default: () => <div role="dialog" aria-label="Votre territoire" /> };
});

const plans = [{ id: 1, label: 'Martinique' }] as SalesPlan[];
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

it('says nothing when the first visit’s question does not come, and says it at the top when the buyer asked for it', async () => {
  render(
    <>
      <Toast />
      <TerritoryGate plans={plans} pathname="/" />
    </>,
  );
  // no territory stored: asked on the first visit
  expect(getDefaultStore().get(territoryDialogAtom)).toBe('choose');
  await settle();
  expect(screen.getByRole('status').textContent).toBe('');
  expect(screen.queryByRole('alert')).toBeNull();

  act(() => getDefaultStore().set(territoryDialogAtom, 'change'));
  await screen.findByText('Le choix du territoire n’a pas pu s’ouvrir : vérifiez votre connexion, puis réessayez.');
  expect(screen.getByRole('status').textContent).toContain('Le choix du territoire');
  // the header's button asks again
  expect(getDefaultStore().get(territoryDialogAtom)).toBeNull();

  mockOffline = false;
  act(() => getDefaultStore().set(territoryDialogAtom, 'change'));
  expect(await screen.findByRole('dialog', { name: 'Votre territoire' })).toBeTruthy();
});
