import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { barSchedule } from '../../../src/contract';
import { data, failure } from '../testing';
import { BAR10, HEADER, scheduleKit } from '../testing-schedules';

/**
 * JSON answers travel compressed to a client that asks for it (a phone on an
 * island network reading a saved schedule); the exports the build reads do
 * not, and a compressed request body is not inflated behind bodyLimit's back.
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
