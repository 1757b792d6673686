/*
 * A one-dimensional cutting-stock instance in whole units (millimetres for a
 * schedule, the file's own integers for a benchmark): piece types with a
 * length and a demand, cut from one stock length. BPPLIB's CSP format and the
 * problem's definition: ../shared/reference/cutting-stock.md, "The problem".
 */

export interface CspPiece {
  length: number;
  demand: number;
}

export interface CspInstance {
  stockLength: number;
  pieces: readonly CspPiece[];
}

/** An instance whose pieces are merged by length, longest first, none with a zero demand: what every solver here works on. */
export interface NormalInstance {
  stockLength: number;
  lengths: number[];
  demands: number[];
}

const isWhole = (n: number) => Number.isSafeInteger(n) && n > 0;

/** Sorted and merged, so that two orders of the same pieces give the same instance and so the same plan. */
export function normalise(instance: CspInstance): NormalInstance {
  if (!isWhole(instance.stockLength)) throw new RangeError(`stock length ${instance.stockLength} is not a positive integer`);
  const byLength = new Map<number, number>();
  for (const { length, demand } of instance.pieces) {
    if (!isWhole(length)) throw new RangeError(`piece length ${length} is not a positive integer`);
    if (!Number.isSafeInteger(demand) || demand < 0) throw new RangeError(`demand ${demand} is not a whole number`);
    if (length > instance.stockLength) throw new RangeError(`piece length ${length} exceeds the stock length ${instance.stockLength}`);
    if (demand > 0) byLength.set(length, (byLength.get(length) ?? 0) + demand);
  }
  const lengths = [...byLength.keys()].sort((a, b) => b - a);
  return { stockLength: instance.stockLength, lengths, demands: lengths.map((l) => byLength.get(l)!) };
}

/** Σ length × demand / stock, rounded up: the total-length bound L1. */
export function totalLengthBound(instance: NormalInstance): number {
  // in BigInt: a schedule's diameter can hold 10⁹ bars of 12 m, past 2⁵³ mm
  let total = 0n;
  instance.lengths.forEach((l, j) => (total += BigInt(l) * BigInt(instance.demands[j])));
  const c = BigInt(instance.stockLength);
  return Number((total + c - 1n) / c);
}

/**
 * BPPLIB's CSP text: the number of piece types, the stock length, then one
 * « length demand » line per type (tabs or spaces, CRLF or LF).
 */
export function readBppInstance(text: string): CspInstance {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const whole = (s: string | undefined, what: string) => {
    if (s === undefined || !/^\d+$/.test(s)) throw new SyntaxError(`${what}: « ${s ?? ''} » is not a whole number`);
    return Number(s);
  };
  const types = whole(lines[0], 'line 1 (number of piece types)');
  const stockLength = whole(lines[1], 'line 2 (stock length)');
  if (lines.length !== types + 2) throw new SyntaxError(`${types} piece types announced, ${lines.length - 2} lines found`);
  const pieces = lines.slice(2).map((line, i) => {
    const [length, demand, ...rest] = line.split(/\s+/);
    if (rest.length > 0) throw new SyntaxError(`line ${i + 3}: two numbers expected`);
    return { length: whole(length, `line ${i + 3} (length)`), demand: whole(demand, `line ${i + 3} (demand)`) };
  });
  return { stockLength, pieces };
}
