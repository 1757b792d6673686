import { rawConnection } from '../test-support/raw-http';
import { multipart, samples, testApi, type TestApi } from '../testing';

/**
 * A lead form refused for its size (a JSON body over the body limit, too many
 * files, a file over the upload limit) leaves the browser's keep-alive
 * connection usable: the rest of the body is read away, unless it goes on far
 * beyond the limits, when the connection is ended instead.
 */

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

describe('a keep-alive connection after a refused upload', () => {
  const query = '?site_id=1&lang=fr&sales_plan_id=1';
  const head = (path: string, headers: string) => `POST /api/v1${path}${query} HTTP/1.1\r\nHost: api.test\r\n${headers}\r\n`;
  const withLength = (path: string, type: string, body: Buffer) =>
    Buffer.concat([Buffer.from(head(path, `Content-Type: ${type}\r\nContent-Length: ${body.length}\r\n`)), body]);
  const files = (sizes: number[]) => {
    const cv = (size: number, i: number) => ({ field: i ? 'cover_letter' : 'cv', name: `cv${i}.pdf`, type: 'application/pdf', content: samples.pdf(size) });
    const { payload, headers } = multipart({}, sizes.map(cv));
    return withLength('/candidature-spontanee', headers['content-type'], payload);
  };
  const json = Buffer.from(JSON.stringify({ message: 'x'.repeat(1_500_000) }));
  const chunked = () =>
    Buffer.concat([
      Buffer.from(head('/contact', 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n')),
      Buffer.from(`${json.length.toString(16)}\r\n`),
      json,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
  const MB = 1024 * 1024;
  const cases: [string, () => Buffer, number][] = [
    ['a JSON body over 1 MB', () => withLength('/contact', 'application/json', json), 413],
    ['a chunked JSON body over 1 MB', chunked, 413],
    ['a form with five files', () => files([2 * MB, 2 * MB, 2 * MB, 2 * MB, 2 * MB]), 413],
    ['a file over the upload limit', () => files([7 * MB]), 422],
  ];
  const listen = async (app: TestApi['app']) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as { port: number }).port;
  };
  let port = 0;
  beforeAll(async () => {
    port = await listen(api.app);
  });
  // a 7 MB upload scanned in a thread takes seconds on a busy two-core host: each case is bounded, never timed
  const BOUND_MS = 60_000;
  // a connection left hanging by a failed test must not hold the app's close
  afterAll(() => api.app.server.closeAllConnections());

  it.each(cases)(
    'answers %s, then the next request on the same connection',
    async (_label, request, status) => {
      const conn = rawConnection(port);
      try {
        conn.write(request());
        const refused = await conn.response();
        expect(refused.status).toBe(status);
        expect(refused.head).not.toMatch(/connection: close/i);
        conn.write(`GET /api/v1/setting${query} HTTP/1.1\r\nHost: api.test\r\n\r\n`);
        expect((await conn.response()).status).toBe(200);
      } finally {
        conn.close();
      }
    },
    BOUND_MS,
  );

  it(
    'ends the connection of a refused form that goes on far beyond the limits, rather than read it for ever',
    async () => {
      const small = await testApi({ uploadMaxBytes: 64 * 1024 });
      const conn = rawConnection(await listen(small.app));
      try {
        conn.write(files([1000, 1000, 1000, 1000, 4 * MB]));
        await conn.closed();
      } finally {
        conn.close();
        small.app.server.closeAllConnections();
        await small.close();
      }
    },
    BOUND_MS,
  );
});
