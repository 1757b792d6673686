import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { barSchedule } from '@trefima/domain/contract';
import { data, failure } from '../testing';
import { acceptedEncoding } from './compression';
import { BAR10, HEADER, scheduleKit } from '../testing-schedules';

/**
 * Large JSON answers travel compressed to a client that asks for it (a phone
 * on an island network reading a saved schedule); the exports the build
 * reads do not, and a compressed request body is not inflated behind
 * bodyLimit's back.
 */
const { kit, call, created } = scheduleKit();
const rows = Array.from({ length: 500 }, (_, i) => ({ ...BAR10, mark: String(i + 1) }));

describe('compressed answers', () => {
  it('sends a saved schedule in Brotli or gzip, as the client accepts, the same JSON once inflated', async () => {
    const s = await created(rows);
    const plain = await call('GET', `/nomenclature/${s.id}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding, inflate] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const res = await kit.api.request('GET', `/nomenclature/${s.id}`, { token: kit.pro, plan: 2, headers: { 'accept-encoding': accepted } });
      expect([accepted, res.statusCode, res.headers['content-encoding']]).toEqual([accepted, 200, encoding]);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
      expect(barSchedule.parse(JSON.parse(inflate(res.rawPayload).toString()).data)).toEqual(data(plain, barSchedule));
    }
  });

  it('compresses a schedule of thousands of rows off the API’s thread, to the same JSON', async () => {
    const s = await created(Array.from({ length: 2500 }, (_, i) => ({ ...BAR10, mark: String(i + 1) })));
    const plain = await call('GET', `/nomenclature/${s.id}`);
    expect(plain.rawPayload.length).toBeGreaterThan(256 * 1024);
    const res = await kit.api.request('GET', `/nomenclature/${s.id}`, { token: kit.pro, plan: 2, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('sends as they are the answers a page makes most, a PDF, and anything to a client that accepts no encoding', async () => {
    const all = { 'accept-encoding': 'gzip, deflate, br' };
    // a listing page, a cart, an error: within the first round trips of a connection anyway
    const listing = await kit.api.request('GET', '/product', { query: { categories: '1', limit: '24' }, headers: all });
    const missing = await kit.api.request('GET', '/nomenclature/999999', { token: kit.pro, plan: 2, headers: all });
    expect(missing.json().message).toBe('Cette nomenclature est introuvable.');
    for (const short of [listing, missing]) expect([short.headers['content-encoding'], short.headers.vary]).toEqual([undefined, undefined]);
    const one = await created([BAR10]);
    const pdf = await kit.api.request('GET', `/nomenclature/${one.id}/pdf`, { token: kit.pro, plan: 2, headers: all });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['content-encoding']]).toEqual([200, 'application/pdf', undefined]);
    const s = await created(rows);
    const refused = await kit.api.request('GET', `/nomenclature/${s.id}`, { token: kit.pro, plan: 2, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toMatch(/accept-encoding/i);
    expect(() => JSON.parse(refused.body)).not.toThrow();
  });

  it('leaves the exports the build reads as they are, whatever the client accepts', async () => {
    for (const path of ['/product/export', '/page/export', '/gamme/export', '/carriere/export']) {
      const res = await kit.api.request('GET', path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([path, res.statusCode, res.headers['content-encoding']]).toEqual([path, 200, undefined]);
      expect(() => JSON.parse(res.body)).not.toThrow();
    }
  });

  it('refuses a gzip request body as the JSON it is not, in French, and writes nothing', async () => {
    const before = kit.api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get();
    const res = await kit.api.request('POST', '/nomenclature', {
      token: kit.pro,
      plan: 2,
      payload: gzipSync(JSON.stringify({ header: HEADER, rows })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(failure(res, 400).message).toBe('Le corps de la requête n’est pas un JSON valide.');
    expect(kit.api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get()).toBe(before);
  });
});

describe('acceptedEncoding', () => {
  it('takes Brotli, then gzip, by the weights the client gives, and nothing it refuses', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.2')).toBe('gzip');
    expect(acceptedEncoding('BR')).toBe('br');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
