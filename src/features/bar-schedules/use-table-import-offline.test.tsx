/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, renderHook } from '@testing-library/react';
import type { CellRow } from './import/cells';
import type { DraftSchedule } from './model';
import type { ActionResult } from './schedule-action-flows';
import { useTableImport } from './use-table-import';

/**
 * A block pasted on a building site's network: the code that reads it loads with the first paste, and may not come.
 * The buyer reads in French that the shop could not be reached, nothing is added, and the import box keeps his block
 * (a promise that settles with 0); before, the paste's promise rejected unhandled, and the page reloaded under him.
 * Any other failure of that code is a bug, thrown on: said as the network's, it would send the buyer to retry forever.
 */
let mockFailure: Error = Object.assign(new Error('Loading chunk 815 failed.\n(error: http://localhost:9000/815-0123456789abcdef.js)'), {
  name: 'ChunkLoadError',
});
jest.mock('./table-paste', () => {
  throw mockFailure;
});

let draft: DraftSchedule;
let said: ActionResult[];
beforeEach(() => {
  draft = { header: { job_site: '', job_site_id: null, drawing: '', title: '', date: '2026-12-07' }, rows: [], saved: null, dirty: false };
  said = [];
});

it('says the shop could not be reached and adds nothing when the paste’s code does not come', async () => {
  const { result } = renderImport();
  let added: number | undefined;
  await act(async () => {
    added = await result.current.addRows('Élém.\tRepère\tØ\nDalle\t1\t10', 'le copier-coller');
  });
  expect(added).toBe(0);
  expect(said).toEqual([{ message: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.', error: true }]);
  expect(draft.rows).toEqual([]);
  expect(result.current.pending).toBeNull();
});

it('throws on a failure of the paste’s code that is not the network’s (a bug), instead of saying the shop out of reach', async () => {
  mockFailure = new TypeError('readSourceTable is not a function');
  const { result } = renderImport();
  await act(async () => {
    await expect(result.current.addRows('Élém.\tRepère\tØ\nDalle\t1\t10', 'le copier-coller')).rejects.toThrow('readSourceTable is not a function');
  });
  expect(said).toEqual([]);
  expect(draft.rows).toEqual([]);
});

function renderImport() {
  return renderHook(() =>
    useTableImport(
      () => draft.rows,
      (update) => {
        draft = update(draft);
      },
      (rows: CellRow[], added: CellRow[]) => [...rows, ...added],
      (r) => said.push(r),
    ),
  );
}
