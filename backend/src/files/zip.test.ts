import { crc32, deflateRawSync } from 'node:zlib';
import { zipOf } from '../test-files';
import { docxBomb, rawZip, type RawEntry } from '../testing-hostile-files';
import { LimitPassed } from './limits';
import { InflateBudget, readEntry, streamEntry, UnreadableZip, zipEntries } from './zip';

/** A zip's entries against what their headers claim: the bytes that come out are what is counted. */

const MB = 1024 * 1024;
const deflated = (name: string, content: Buffer, declaredSize = content.length): RawEntry => ({
  name,
  data: deflateRawSync(content),
  method: 8,
  crc: crc32(content),
  declaredSize,
});
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error instanceof LimitPassed ? `${error.limit}: ${error.message}` : `${(error as Error).constructor.name}`;
  }
  return 'read';
};

describe('zipEntries', () => {
  it('lists a zip from its central directory: names, methods, sizes and where each one’s data starts', () => {
    const zip = zipOf({ 'a.txt': 'bonjour', 'dossier/b.xml': '<b/>'.repeat(100) }, ['a.txt']);
    const entries = zipEntries(zip, 10)!;
    expect(entries.map((e) => [e.name, e.method, e.declaredSize])).toEqual([
      ['a.txt', 0, 7],
      ['dossier/b.xml', 8, 400],
    ]);
    expect(readEntry(zip, entries[1]!, new InflateBudget(MB)).toString()).toBe('<b/>'.repeat(100));
  });

  it('answers null for what it does not read: no end record, cut short, more entries than allowed, encrypted', () => {
    const zip = zipOf({ 'a.txt': 'x', 'b.txt': 'y' });
    expect(zipEntries(Buffer.alloc(0), 10)).toBeNull();
    expect(zipEntries(zip.subarray(0, zip.length - 10), 10)).toBeNull();
    expect(zipEntries(zip.subarray(20), 10)).toBeNull();
    expect(zipEntries(zip, 1)).toBeNull();
    const encrypted = Buffer.from(zip);
    const central = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, central + 8);
    expect(zipEntries(encrypted, 10)).toBeNull();
  });
});

describe('readEntry', () => {
  it('stops an entry that inflates past what it declares, however far it would go', () => {
    const zip = docxBomb();
    const bomb = zipEntries(zip, 100)!.find((e) => e.name === 'word/media/image1.png')!;
    expect(bomb.declaredSize).toBe(1024);
    const budget = new InflateBudget(100 * MB);
    expect(refusal(() => readEntry(zip, bomb, budget))).toBe(
      'inflated: Ce fichier contient une partie qui se décompresse en plus que la taille qu’elle annonce : une archive ainsi faite n’est pas acceptée.',
    );
    expect(budget.used).toBe(0);
  });

  it('stops an honest entry at the file’s budget, counted across its entries', () => {
    const zip = rawZip([deflated('a.bin', Buffer.alloc(3 * MB)), deflated('b.bin', Buffer.alloc(3 * MB))]);
    const [a, b] = zipEntries(zip, 10)!;
    const budget = new InflateBudget(5 * MB);
    expect(readEntry(zip, a!, budget)).toHaveLength(3 * MB);
    expect(refusal(() => readEntry(zip, b!, budget))).toMatch(/^inflated: Ce fichier se décompresse en plus de 5 Mo/);
  });

  it('takes an entry that declares more than it holds, and refuses a stored one that holds more', () => {
    const smaller = rawZip([deflated('a.txt', Buffer.from('court'), 1000)]);
    expect(readEntry(smaller, zipEntries(smaller, 10)![0]!, new InflateBudget(MB)).toString()).toBe('court');
    const stored = rawZip([{ name: 'a.txt', data: Buffer.from('plus long que dit'), method: 0, crc: 0, declaredSize: 4 }]);
    expect(refusal(() => readEntry(stored, zipEntries(stored, 10)![0]!, new InflateBudget(MB)))).toMatch(/^inflated: .*plus que la taille qu’elle annonce/);
  });

  it('says a broken entry is unreadable', () => {
    const zip = rawZip([{ name: 'a.txt', data: Buffer.from([0xff, 0xff, 0xff, 0xff]), method: 8, crc: 0, declaredSize: 10 }]);
    expect(refusal(() => readEntry(zip, zipEntries(zip, 10)![0]!, new InflateBudget(MB)))).toBe(UnreadableZip.name);
  });
});

describe('streamEntry', () => {
  it('inflates no further than the reader reads: a gigabyte abandoned after its first pieces', () => {
    const zip = rawZip([{ ...deflated('a.bin', Buffer.alloc(0)), data: docxBombData(), declaredSize: 0xfffffffe }]);
    const budget = new InflateBudget(100 * MB);
    let pieces = 0;
    streamEntry(zip, zipEntries(zip, 10)![0]!, budget, () => ++pieces < 3);
    expect(pieces).toBe(3);
    expect(budget.used).toBeLessThanOrEqual(3 * 64 * 1024);
  });

  it('still refuses what passes the budget while read', () => {
    const zip = rawZip([deflated('a.bin', Buffer.alloc(2 * MB))]);
    expect(refusal(() => streamEntry(zip, zipEntries(zip, 10)![0]!, new InflateBudget(MB), () => true))).toMatch(
      /^inflated: Ce fichier se décompresse en plus de 1 Mo/,
    );
  });
});

/** The compressed bytes of the DOCX bomb's image: a gigabyte of zeros. */
function docxBombData(): Buffer {
  const zip = docxBomb();
  const bomb = zipEntries(zip, 100)!.find((e) => e.name === 'word/media/image1.png')!;
  return zip.subarray(bomb.dataStart, bomb.dataStart + bomb.compressedSize);
}
