/**
 * The value below which `p` % of a sorted list falls (nearest rank).
 * @param {number[]} sorted
 * @param {number} p
 */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}
