import { isChunkLoadError, reloadOnChunkError } from './chunk-reload';

const chunkError = () => Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('chunk load errors', () => {
  it('recognises them, and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed'))).toBe(true);
    expect(isChunkLoadError(new Error('autre chose'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reload the page at most once a minute', () => {
    const storage = memory();
    const reload = jest.fn();
    expect(reloadOnChunkError(chunkError(), 1_000_000, storage, reload)).toBe(true);
    expect(reloadOnChunkError(chunkError(), 1_030_000, storage, reload)).toBe(false);
    expect(reloadOnChunkError(chunkError(), 1_060_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadOnChunkError(new Error('x'), 2_000_000, storage, reload)).toBe(false);
  });
});
