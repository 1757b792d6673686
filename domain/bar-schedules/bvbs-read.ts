/**
 * One BVBS line read as written: its group, its checksum, its blocks, and
 * for a BF2D line the record it holds, or the reason it cannot be read
 * (without its line number). What other software writes around the
 * standard's fields is read too: optional header fields, spacer and private
 * blocks, a group in lowercase, a checksum without its last "@". What the
 * schedule cannot hold is refused by name: a coupler or thread (block M), an
 * arc (a radius r among the legs), a decimal comma.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bending machines: BVBS".
 */
import { checksumsRead, MAX_LINE_LENGTH, type Bf2dRecord } from './bvbs';
import type { Leg } from './bvbs-geometry';
import { BVBS_MESSAGES, type BvbsFamily } from './bvbs-messages';

export type Family = 'BF2D' | BvbsFamily;
const FAMILY = /^(BF2D|BF3D|BFWE|BFMA|BFGT|BFAU)@/i;

/** A text with a line of any BVBS group: read as BVBS (a file of meshes or 3D bars is said to be one), never as a table. */
export const isBvbs = (text: string) => /^\s*BF(2D|3D|WE|MA|GT|AU)@/im.test(text);

/** The group a line opens with (flat bars, 3D bars, helices, meshes, lattice girders, spacers), or null. */
export const familyOf = (line: string): Family | null => (FAMILY.exec(line)?.[1]!.toUpperCase() as Family | undefined) ?? null;

interface Block {
  /** H header, G geometry, A spacer, M coupler, P private… */
  id: string;
  fields: [string, string][];
  /** as written, for a message that names it */
  raw: string;
}

/** A block opens on an upper-case letter; each field is a lower-case key and its value, ended by "@". */
function blocksOf(body: string): Block[] | { reason: string } {
  const blocks: Block[] = [];
  for (const token of body.split('@').slice(0, -1)) {
    const opens = /^[A-Z]/.test(token);
    if (opens) blocks.push({ id: token[0]!, fields: [], raw: '' });
    const field = opens ? token.slice(1) : token;
    const block = blocks.at(-1);
    if (!block) return { reason: /^[a-z]/.test(token) ? BVBS_MESSAGES.noHeader() : BVBS_MESSAGES.badField(token) };
    block.raw += `${token}@`;
    if (opens && field === '') continue;
    if (!/^[a-z]/.test(field)) return { reason: BVBS_MESSAGES.badField(token) };
    block.fields.push([field[0]!, field.slice(1)]);
  }
  return blocks;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const COMMA_NUMBER = /^-?\d+,\d+$/;
const HEADER_NUMBERS = ['l', 'n', 'e', 'd', 's'] as const;

/** One BF2D line's record, or the reason it cannot be read, with its mark once the header is read. */
export function parseBf2dLine(line: string): { record: Bf2dRecord } | { reason: string; mark?: string } {
  if (line.length > MAX_LINE_LENGTH) return { reason: BVBS_MESSAGES.tooLong() };
  if (familyOf(line) !== 'BF2D') return { reason: BVBS_MESSAGES.notBvbs() };
  const check = /@C(\d+)@?$/.exec(line);
  if (!check) return { reason: BVBS_MESSAGES.noChecksum() };
  const expected = checksumsRead(line.slice(0, check.index + 2));
  if (!expected.includes(Number(check[1]))) return { reason: BVBS_MESSAGES.badChecksum(check[1]!, expected[0]!) };

  const blocks = blocksOf(line.slice('BF2D@'.length, check.index + 1));
  if ('reason' in blocks) return blocks;
  const headerBlock = blocks.find((b) => b.id === 'H');
  if (!headerBlock) return { reason: BVBS_MESSAGES.noHeader() };
  const header = new Map<string, string>();
  for (const [key, value] of headerBlock.fields) if (!header.has(key)) header.set(key, value);
  const geometry = blocks.find((b) => b.id === 'G')?.fields ?? [];
  const mark = header.get('p') ?? '';
  const refuse = (reason: string) => (mark ? { reason, mark } : { reason });

  // what the schedule cannot hold, named before anything else is asked of the line
  const coupler = blocks.find((b) => b.id === 'M');
  if (coupler) return refuse(BVBS_MESSAGES.coupler(coupler.raw));
  for (const key of HEADER_NUMBERS) {
    const value = header.get(key);
    if (value !== undefined && COMMA_NUMBER.test(value)) return refuse(BVBS_MESSAGES.decimalComma(key, 'H', value));
  }
  const comma = geometry.find(([, value]) => COMMA_NUMBER.test(value));
  if (comma) return refuse(BVBS_MESSAGES.decimalComma(comma[0], 'G', comma[1]));
  const arc = geometry.find(([key]) => key === 'r');
  if (arc) return refuse(BVBS_MESSAGES.arc(arc[1]));

  const num = (key: string) => {
    const value = header.get(key);
    return value !== undefined && NUMBER.test(value) ? Number(value) : null;
  };
  const numbers = { l: num('l'), n: num('n'), e: num('e'), d: num('d'), s: num('s') };
  const missing = Object.entries(numbers).find(([, v]) => v === null);
  if (missing) return refuse(BVBS_MESSAGES.missingField(missing[0]));

  const legs: Leg[] = [];
  for (let i = 0; i < geometry.length; i += 2) {
    const [lKey, length] = geometry[i]!;
    const [wKey, angle] = geometry[i + 1] ?? ['', ''];
    if (lKey !== 'l' || wKey !== 'w' || !NUMBER.test(length) || !NUMBER.test(angle)) return refuse(BVBS_MESSAGES.badGeometry());
    legs.push({ lengthMm: Number(length), angleDeg: Number(angle) });
  }
  if (legs.length === 0) return refuse(BVBS_MESSAGES.badGeometry());

  const text = (key: string) => header.get(key) ?? '';
  return {
    record: {
      project: text('j'),
      drawing: text('r'),
      index: text('i'),
      mark,
      lengthMm: numbers.l!,
      quantity: numbers.n!,
      massKg: numbers.e!,
      diameterMm: numbers.d!,
      grade: text('g'),
      mandrelMm: numbers.s!,
      v: text('v'),
      legs,
    },
  };
}
