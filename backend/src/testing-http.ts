import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { TestApi } from './testing';

/**
 * The API listening on a port and called over HTTP as a browser calls it
 * (Brotli accepted, a connection kept): for the tests that bound what the
 * event loop holds, where app.inject's own work on the same loop (the body
 * written, the whole answer made a string) would be counted as the API's.
 * A body goes as bytes written before the call; an answer comes back as
 * bytes, read after the measure (`read`).
 */

export interface HttpAnswer {
  status: number;
  encoding: string | undefined;
  bytes: Buffer;
}

export interface HttpCall {
  body?: Buffer;
  token?: string;
  /** the sales plan (territory), as app.inject's calls name it */
  plan?: number;
}

export async function overHttp(api: TestApi) {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true });
  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, { body, token, plan = 1 }: HttpCall = {}) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const headers: Record<string, string | number> = { 'accept-encoding': 'br' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': body.length });
      const req = request({ host: '127.0.0.1', port, method, agent, headers, path: `/api/v1${path}?site_id=1&lang=fr&sales_plan_id=${plan}` }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
  return { call, close: () => agent.destroy() };
}

/** An answer as app.inject's reads (its Brotli undone), for the helpers that read those (testing.ts's data, failure). */
export function read(answer: HttpAnswer): { statusCode: number; body: string; json(): unknown } {
  const body = (answer.encoding === 'br' ? brotliDecompressSync(answer.bytes) : answer.bytes).toString('utf8');
  return { statusCode: answer.status, body, json: () => JSON.parse(body) };
}
