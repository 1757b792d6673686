/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, renderHook } from '@testing-library/react';
import type { DraftSchedule } from './model';
import { useScheduleActions } from './use-schedule-actions';

/**
 * A button's code loads on its first press (the BVBS writer, the calls to the cart and the quotation): on a weak
 * connection it may not come, and webpack's « Loading chunk … failed » is for developers. The buyer reads in French
 * that the shop could not be reached, and may press again.
 */
jest.mock('@trefima/domain/bar-schedules/bvbs-schedule', () => {
  throw Object.assign(new Error('Loading chunk 4711 failed.\n(error: http://localhost:9000/4711-0123456789abcdef.js)'), { name: 'ChunkLoadError' });
});

const draft: DraftSchedule = {
  header: { job_site: 'Villa Bellance', job_site_id: null, drawing: 'PL-3', title: 'Dalle', date: '2026-11-27' },
  rows: [{ member: 'Dalle', mark: '1', diameter: '10', shape: '00', A: '6000', members: '1', barsEach: '12' }],
  saved: null,
  dirty: true,
};

it('says in French that the shop could not be reached when a button’s code does not come', async () => {
  const { result } = renderHook(() => useScheduleActions(draft, null, () => undefined));
  let said;
  await act(async () => {
    said = await result.current.bvbs();
  });
  expect(said).toEqual({ message: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.', error: true });
  expect(result.current.busy).toBeNull();
});
