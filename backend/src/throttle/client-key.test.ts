import { clientKey } from './client-key';

/**
 * Which client a request is, for every throttle: an IPv6 host holds a whole /64 and picks its source address in it at
 * will, so the /64 is the client; an IPv4 client reaching an IPv6 socket (::ffff:a.b.c.d) is that IPv4 client.
 */
it('keeps an IPv4 address as it is', () => {
  expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
});

it('makes one client of a /64, whatever the address and however it is written', () => {
  const key = clientKey('2001:db8:5:6::1');
  for (const ip of ['2001:db8:5:6::ffff', '2001:0DB8:0005:0006:1234:5678:9abc:def0', '2001:db8:5:6:0:0:0:0', '2001:db8:5:6::2%eth0']) {
    expect([ip, clientKey(ip)]).toEqual([ip, key]);
  }
  expect(clientKey('2001:db8:5:7::1')).not.toBe(key);
  expect(clientKey('2001:db8:5:6::1')).not.toBe(clientKey('2001:db8:0:5:6::1'));
  expect(clientKey('::1')).toBe(clientKey('::2'));
  expect(clientKey('::1')).not.toBe(clientKey('127.0.0.1'));
});

it('reads an IPv4 client written as IPv6 as that IPv4 client, dotted or in hexadecimal', () => {
  expect(clientKey('::ffff:10.20.0.1')).toBe('10.20.0.1');
  expect(clientKey('::FFFF:a14:1')).toBe('10.20.0.1');
  expect(clientKey('0:0:0:0:0:ffff:10.20.0.1')).toBe('10.20.0.1');
});

it('is its own key (a key given again is the same client)', () => {
  for (const ip of ['203.0.113.7', '2001:db8:5:6::1', '::ffff:10.20.0.1']) expect(clientKey(clientKey(ip))).toBe(clientKey(ip));
});
