import type { z } from 'zod/mini';
import type { madeBy } from '@trefima/domain/contract/common';

/** Who of a company made something: an order, a list, a job site (the API's `made_by`). */
export type Maker = z.infer<typeof madeBy>;

/** Who made these, each once, by name: a company's people who made one (a private buyer's things name nobody). */
export function makersOf(items: readonly { made_by?: Maker | null }[]): Maker[] {
  const byId = new Map(items.flatMap((i) => (i.made_by ? [[i.made_by.id, i.made_by] as const] : [])));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id);
}

/** The person chosen while still offered: once that person has made none of these, everyone's show again. */
export const chosenMaker = (makers: readonly Maker[], person: number | null) => (makers.length > 1 && makers.some((m) => m.id === person) ? person : null);

/** What `person` made (chosenMaker's answer); everything for null. */
export const madeByPerson = <T extends { made_by?: Maker | null }>(items: readonly T[], person: number | null): T[] =>
  person === null ? [...items] : items.filter((i) => i.made_by?.id === person);
