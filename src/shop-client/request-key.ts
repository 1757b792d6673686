/**
 * A random name for one request that makes something, of the characters the API's `request_key` takes
 * (domain/forms/request-key.ts): sent again under it, the request gets what it made the first time.
 */
export function newRequestKey(): string {
  // getRandomValues, not randomUUID: the latter is missing outside a secure context (a shop opened over http on a LAN)
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
