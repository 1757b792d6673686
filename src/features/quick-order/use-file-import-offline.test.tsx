/** @jest-environment ./src/test-support/jsdom-env.ts */
import { renderHook } from '@testing-library/react';
import { useFileImport } from './use-file-import';

/**
 * A file chosen on a building site's network: the code that reads it loads with the first file, and may not come.
 * The quick order says why in French, as for a call that could not be made, not webpack's « Loading chunk … failed ».
 */
jest.mock('./file-import-steps', () => {
  throw Object.assign(new Error('Loading chunk 93 failed.\n(error: http://localhost:9000/93-0123456789abcdef.js)'), { name: 'ChunkLoadError' });
});

it('says in French that the shop could not be reached when the file’s reader does not come', async () => {
  const { result } = renderHook(() =>
    useFileImport(
      [],
      () => undefined,
      () => undefined,
      { reference: (key) => `ref-${key}`, file: 'fichier' },
    ),
  );
  const { File: NodeFile } = jest.requireActual<typeof import('node:buffer')>('node:buffer');
  const file = new NodeFile(['Référence;Qté\nHA12-12;40\n'], 'liste.csv', { type: 'text/csv' }) as unknown as File;
  await expect(result.current.upload(file)).rejects.toThrow(/^Le serveur est injoignable\. Vérifiez votre connexion et réessayez\.$/);
});
