/** Who of a company made something: an order, a list, a job site (the API's `made_by`). */
export interface Maker {
  id: number;
  name: string;
}

/** Who made these, each once, by name: a company's people who made one (a private buyer's things name nobody). */
export function makersOf(items: readonly { made_by?: Maker | null }[]): Maker[] {
  const byId = new Map(items.flatMap((i) => (i.made_by ? [[i.made_by.id, i.made_by] as const] : [])));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id - b.id);
}

/** The person chosen while still offered: once that person has made none of these, everyone's show again. */
export const chosenMaker = (makers: readonly Maker[], person: number | null) => (makers.length > 1 && makers.some((m) => m.id === person) ? person : null);
