import { isIP } from 'node:net';

/**
 * The bits of an IPv6 address that name its client. A host (a home, a server) is given at least a /64 and picks its
 * source address in it at will, one per request if it likes: counted by the whole address, it would be a new client
 * at each try. @fastify/rate-limit groups by a /64 too (its default `ipv6Subnet`), and its key generator is this one.
 */
export const IPV6_CLIENT_PREFIX = 64;

/** The eight 16-bit groups of an IPv6 address (`isIP` said it is one), an embedded dotted IPv4 tail read as two. */
function groupsOf(ip: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const hex = dotted ? `${ip.slice(0, dotted.index)}${((+dotted[1] << 8) | +dotted[2]).toString(16)}:${((+dotted[3] << 8) | +dotted[4]).toString(16)}` : ip;
  const [head, tail] = hex.split('::') as [string, string | undefined];
  const read = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const before = read(head);
  const after = read(tail);
  return tail === undefined ? before : [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * Which client a request comes from, for every throttle (the per-route limits, the sign-in and back-office locks, the
 * schedule rows' budget, the cutting plans' lanes): one home, so that no throttle counts a client another way than the
 * others. An IPv4 address is itself; an IPv6 address is its /64 (`2001:db8:5:6::/64`); an IPv4 client reaching an
 * IPv6 socket (`::ffff:a.b.c.d`) is that IPv4 client. What is no address (a key already, a test's name) stays as it is.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const plain = address.replace(/%.*$/, '');
  if (isIP(plain) !== 6) return address;
  const g = groupsOf(plain);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
  return `${g
    .slice(0, IPV6_CLIENT_PREFIX / 16)
    .map((x) => x.toString(16))
    .join(':')}::/${IPV6_CLIENT_PREFIX}`;
}
