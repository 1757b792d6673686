import { isAllowed, parseAllowlist, trustProxyOf } from './allowlist';

describe('staging allowlist', () => {
  it('is off without STAGING_ALLOWED_IPS', () => {
    expect(parseAllowlist(undefined)).toBeNull();
    expect(parseAllowlist('  ')).toBeNull();
  });

  it('takes addresses and ranges, IPv4 and IPv6', () => {
    const list = parseAllowlist('203.0.113.7, 10.1.0.0/16 2001:db8::/32 ::1')!;
    expect(isAllowed(list, '203.0.113.7')).toBe(true);
    expect(isAllowed(list, '203.0.113.8')).toBe(false);
    expect(isAllowed(list, '10.1.255.3')).toBe(true);
    expect(isAllowed(list, '10.2.0.1')).toBe(false);
    expect(isAllowed(list, '::ffff:10.1.2.3')).toBe(true);
    expect(isAllowed(list, '2001:db8:1::5')).toBe(true);
    expect(isAllowed(list, '::1')).toBe(true);
    expect(isAllowed(list, 'pas-une-ip')).toBe(false);
  });

  it('refuses a malformed entry', () => {
    expect(() => parseAllowlist('10.0.0.0/40')).toThrow(/préfixe/);
    expect(() => parseAllowlist('localhost')).toThrow(/adresse IP/);
  });

  it('reads TRUST_PROXY', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('10.0.0.1, 172.16.0.0/12')).toEqual(['10.0.0.1', '172.16.0.0/12']);
  });
});
