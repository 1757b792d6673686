import { ffd, ffdCounts } from './ffd';
import { normalise, readBppInstance, totalLengthBound, type CspInstance } from './instance';

/** First fit decreasing as the textbook says it, one piece at a time: the reference the grouped one must match. */
function ffdPieceByPiece({ stockLength, pieces }: CspInstance): number[][] {
  const all = pieces.flatMap((p) => new Array<number>(p.demand).fill(p.length)).sort((a, b) => b - a);
  const bars: number[][] = [];
  const free: number[] = [];
  for (const piece of all) {
    const i = free.findIndex((f) => f >= piece);
    if (i >= 0) {
      bars[i].push(piece);
      free[i] -= piece;
    } else {
      bars.push([piece]);
      free.push(stockLength - piece);
    }
  }
  return bars;
}

/** A fixed pseudo-random sequence: the same instances every run. */
function lcg(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const sortedBars = (bars: number[][]) => bars.map((b) => b.join('+')).sort();

describe('first-fit decreasing', () => {
  it('cuts 5, 4, 4, 3, 2, 2 from bars of 10 in three bars, where two suffice', () => {
    // FFD: [5, 4] (1 left), [4, 3, 2] (1 left), then the last 2 fits nowhere: a third bar.
    // The optimum is two full bars, [5, 3, 2] and [4, 4, 2]; L1 = ⌈20 / 10⌉ = 2.
    const instance = {
      stockLength: 10,
      pieces: [
        { length: 2, demand: 2 },
        { length: 4, demand: 2 },
        { length: 5, demand: 1 },
        { length: 3, demand: 1 },
      ],
    };
    const result = ffd(instance);
    expect(result.bars).toBe(3);
    expect(result.patterns).toEqual([
      { cuts: [5, 4], repeat: 1 },
      { cuts: [4, 3, 2], repeat: 1 },
      { cuts: [2], repeat: 1 },
    ]);
    expect(totalLengthBound(normalise(instance))).toBe(2);
  });

  it('groups identical bars: 7 pieces of 4 from bars of 10 are three bars of two and one of one', () => {
    expect(ffd({ stockLength: 10, pieces: [{ length: 4, demand: 7 }] }).patterns).toEqual([
      { cuts: [4, 4], repeat: 3 },
      { cuts: [4], repeat: 1 },
    ]);
  });

  it('gives what piece-by-piece first fit gives, on 200 instances', () => {
    const random = lcg(47);
    for (let k = 0; k < 200; k++) {
      const stockLength = 20 + Math.floor(random() * 200);
      const types = 1 + Math.floor(random() * 12);
      const pieces = Array.from({ length: types }, () => ({
        length: 1 + Math.floor(random() * stockLength),
        demand: Math.floor(random() * 9),
      }));
      const instance = { stockLength, pieces };
      const grouped = ffd(instance).patterns.flatMap((p) => new Array<number[]>(p.repeat).fill(p.cuts));
      expect(sortedBars(grouped)).toEqual(sortedBars(ffdPieceByPiece(instance)));
    }
  });

  it('runs by type, not by piece: a billion bars of a schedule in a blink', () => {
    const instance = normalise({
      stockLength: 12_000,
      pieces: [
        { length: 5_000, demand: 400_000_000 },
        { length: 3_500, demand: 350_000_001 },
        { length: 1_000, demand: 250_000_000 },
      ],
    });
    const patterns = ffdCounts(instance);
    const made = instance.lengths.map((_, j) => patterns.reduce((sum, p) => sum + p.counts[j] * p.repeat, 0));
    expect(made).toEqual(instance.demands);
    // 5 000 + 5 000 leave 2 000: two 1 000 pieces join each pair of 5 000 before any bar of 3 500 is opened
    expect(patterns[0]).toEqual({ counts: [2, 0, 2], repeat: 125_000_000 });
    expect(patterns.length).toBeLessThan(10);
  });
});

describe('reading a BPPLIB CSP file', () => {
  it('reads the types, the stock length and « length demand » lines, CRLF or not', () => {
    expect(readBppInstance('2\r\n10\r\n7\t1\r\n3 2\r\n')).toEqual({
      stockLength: 10,
      pieces: [
        { length: 7, demand: 1 },
        { length: 3, demand: 2 },
      ],
    });
  });

  it('refuses a file whose line count does not match its announced types', () => {
    expect(() => readBppInstance('3\n10\n7\t1\n3\t2\n')).toThrow(/3 piece types announced, 2 lines found/);
  });

  it('refuses a piece longer than the stock', () => {
    expect(() => normalise({ stockLength: 10, pieces: [{ length: 11, demand: 1 }] })).toThrow(/exceeds the stock length/);
  });
});
