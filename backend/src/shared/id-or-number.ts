/**
 * The two values a `WHERE (id = ? OR number = ?)` takes for an address's `{id}` (`/order/2`, `/order/CMD-2026-00012`):
 * the id only when it is written as one, digits without a leading zero. Given as text, `2e0`, `+2`, `02`, ` 2` or `2.0`
 * would be taken by SQLite for the integer 2 (the column's affinity) and name document 2, which the address does not.
 */
export function byIdOrNumber(value: string | number): [number | null, string] {
  const text = String(value);
  return [/^[1-9]\d{0,14}$/.test(text) ? Number(text) : null, text];
}
