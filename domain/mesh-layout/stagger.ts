/*
 * Staggered laps (layout.ts): welded-mesh.md's layout guidance, « stagger the laps of neighbouring rows; avoid four
 * panels meeting at one corner (offset the rows) ». A strip is a line of panels laid end to end; every other strip has
 * its end laps shifted along it.
 */

/** Shifts tried over the whole region below TRIES_CELLS cells, the mirror below MIRROR_CELLS, half a step always. */
const STAGGER_TRIES = 7;
const TRIES_CELLS = 300;
const MIRROR_CELLS = 1_000;

/** The panels' starts along one strip, in the panel's length direction: the first at u0, the next `first` on, then a step apart. */
export function stripStarts(u0: number, U: number, first: number, step: number, endLap: number): number[] {
  const starts = [u0];
  // a panel starting within a lap of the far edge would be shorter than its lap: the one before reaches the edge instead
  for (let u = u0 + first; u < u0 + U - endLap; u += step) starts.push(u);
  return starts;
}

/**
 * What staggering may shift a strip's end laps by: at least two laps from the neighbouring strips' end laps on either
 * side, so that no lap faces another. Where a step leaves no such room (a longer end lap asked), half a step only, the
 * largest clearance there is: more than a lap still keeps the laps of neighbouring strips apart, so that no four
 * panels meet; none when even half a step is not a lap (a panel barely longer than two laps). Half a step first (the
 * tie-break); then the mirror of an unshifted strip, its short piece first and whole panels after (the same cuts: as
 * few panels as unstaggered, where that piece leaves room); then a few others.
 */
export function staggerShifts(U: number, step: number, endLap: number, strips: number, along: number): number[] {
  const clearance = Math.min(2 * endLap, Math.floor(step / 2));
  const [lo, hi] = [clearance, step - clearance];
  if (strips < 2 || along < 2 || clearance < endLap) return [];
  const within = (s: number) => Math.min(Math.max(Math.round(s), lo), hi);
  const lastPiece = U - (along - 1) * step;
  // each shift is tried over the whole region, and a slab of thousands of panels would hold the API's event loop: the
  // work is bounded by the cells, past a first bound to half a step and the mirror, past a second to half a step
  const cells = strips * along;
  const mirror = cells <= MIRROR_CELLS && lastPiece - endLap >= lo && lastPiece - endLap <= hi ? [lastPiece - endLap] : [];
  const tries = cells > TRIES_CELLS ? 0 : STAGGER_TRIES;
  const others = Array.from({ length: tries }, (_, i) => lo + ((hi - lo) * i) / Math.max(1, tries - 1));
  return [...new Set([within(step / 2), ...mirror, ...others.map(within)])];
}
