import { defaultFileReaders } from '../config';
import { DOCX } from './office-files';
import { UnreadableFile } from './spreadsheet-files';
import { samples } from '../test-files';
import { pdfOfObjects } from '../testing-hostile-files';
import { LimitPassed, ReadersBusy } from './limits';
import { fileReaders, type FileReaders, type FileReadersConfig } from './readers';

/**
 * The file readers' threads, as the API uses them: real threads (started
 * from worker.cjs, which compiles the readers with tsx here as under the
 * API), real files. A file that holds its reader past the time or memory
 * bound is refused saying which, its thread is killed, and the next file
 * gets a new one.
 */

let opened: FileReaders[] = [];
const readers = (config: Partial<FileReadersConfig> = {}) => {
  const r = fileReaders({ ...defaultFileReaders, workers: 1, ...config });
  opened.push(r);
  return r;
};
afterEach(async () => {
  await Promise.all(opened.map((r) => r.close()));
  opened = [];
});

/** A valid PDF that pdf-lib takes seconds and some 80 MB of heap to open. */
const made = pdfOfObjects(90_000);
// a reader is handed its bytes (they leave the caller): each reading gets its own
const heavy = () => Buffer.from(made);

/** What a reading ended in: its value, or the refusal's class and message. */
const outcome = (reading: Promise<unknown>) =>
  reading.then(
    (value) => ({ value }),
    (error: Error) => ({ refused: error.constructor.name, limit: (error as LimitPassed).limit, message: error.message }),
  );

const typeOf = async (r: FileReaders, bytes: Buffer) => (await r.type(bytes)).type;

describe('the file readers', () => {
  it('read each format in a thread and answer as the readers do', async () => {
    const r = readers();
    // bytes that own their memory, as an upload's: they go to the thread and come back, not copied
    const pdf = Buffer.alloc(samples.pdf().length);
    samples.pdf().copy(pdf);
    const read = await r.type(pdf);
    expect([read.type, pdf.length, read.bytes.equals(samples.pdf())]).toEqual(['application/pdf', 0, true]);
    // a small Buffer shares Node's pool with others: it is copied, and every Buffer of the pool stays whole
    const pooled = samples.pdf();
    expect([pooled.buffer.byteLength > pooled.length, await typeOf(r, pooled), pooled.equals(samples.pdf())]).toEqual([true, 'application/pdf', true]);
    expect(await typeOf(r, samples.docx())).toBe(DOCX);
    expect(await r.table(Buffer.from('Référence;Quantité\nHA12-12;3\n\nST25C-240;2\n'), 10)).toEqual({
      rows: [
        { row: 1, cells: ['Référence', 'Quantité'] },
        { row: 2, cells: ['HA12-12', '3'] },
        { row: 4, cells: ['ST25C-240', '2'] },
      ],
      more: false,
    });
    await expect(r.table(Buffer.alloc(0), 10)).rejects.toEqual(new UnreadableFile('Le fichier est vide.'));
  });

  it('refuse a file read past the time bound, and read the next one in a new thread', async () => {
    const r = readers({ timeoutMs: 300 });
    expect(await outcome(r.type(heavy()))).toEqual({
      refused: 'LimitPassed',
      limit: 'time',
      message:
        'La lecture de ce fichier a pris plus de 0,3 s : il n’est pas accepté. Enregistrez-le de nouveau depuis son logiciel, ou envoyez-en une version plus simple.',
    });
    expect(await typeOf(r, samples.pdf())).toBe('application/pdf');
  });

  it('refuse a file whose reading passes the memory bound, and read the next one in a new thread', async () => {
    const r = readers({ memoryMb: 40, timeoutMs: 60_000 });
    expect(await outcome(r.type(heavy()))).toEqual({
      refused: 'LimitPassed',
      limit: 'memory',
      message:
        'La lecture de ce fichier demande plus de 40 Mo de mémoire : il n’est pas accepté. Enregistrez-le de nouveau depuis son logiciel, ou envoyez-en une version plus simple.',
    });
    expect(await typeOf(r, samples.pdf())).toBe('application/pdf');
  }, 60_000);

  it('take as many files as threads and queue together, and turn the next away at once', async () => {
    const r = readers({ workers: 1, queue: 1 });
    const [first, second, third] = [r.type(samples.pdf()), r.type(samples.docx()), r.type(samples.pdf())];
    expect(await outcome(third)).toEqual({
      refused: 'ReadersBusy',
      limit: undefined,
      message: 'Trop de fichiers sont en cours de lecture : merci de renvoyer le vôtre dans quelques secondes.',
    });
    await expect(third).rejects.toBeInstanceOf(ReadersBusy);
    expect([(await first).type, (await second).type]).toEqual(['application/pdf', DOCX]);
    // once answered, there is room again
    expect(await typeOf(r, samples.pdf())).toBe('application/pdf');
  });

  it('read bytes already handed to a reader as the empty file they are now, at once', async () => {
    const r = readers({ timeoutMs: 60_000 });
    const pdf = Buffer.alloc(samples.pdf().length);
    samples.pdf().copy(pdf);
    await typeOf(r, pdf);
    expect(await typeOf(r, pdf)).toBe('application/octet-stream');
  });

  it('refuse what is read after they are closed', async () => {
    const r = readers();
    expect(await typeOf(r, samples.pdf())).toBe('application/pdf');
    await r.close();
    await expect(r.type(samples.pdf())).rejects.toThrow(/closed/);
  });
});
