import { BlockList, isIP } from 'node:net';

/**
 * Staging access (the host's, scripts/host/app.ts; the API trusts the same proxies): STAGING_ALLOWED_IPS lists addresses and CIDR ranges
 * ("203.0.113.7, 10.0.0.0/8, ::1"); any other client gets a 401.
 */
export function parseAllowlist(raw: string | undefined): BlockList | null {
  if (!raw?.trim()) return null;
  const list = new BlockList();
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`STAGING_ALLOWED_IPS : « ${entry} » n’est pas une adresse IP`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) throw new Error(`STAGING_ALLOWED_IPS : préfixe invalide dans « ${entry} »`);
      list.addSubnet(address, bits, type);
    }
  }
  return list;
}

/** IPv4 clients may reach an IPv6 socket as ::ffff:a.b.c.d. */
export function isAllowed(list: BlockList, ip: string): boolean {
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (!family) return false;
  return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** Fastify's trustProxy from TRUST_PROXY: "true", a hop count, or addresses and ranges of the proxies. */
export function trustProxyOf(raw: string | undefined): boolean | number | string[] {
  if (!raw?.trim() || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(/[\s,]+/).filter(Boolean);
}
