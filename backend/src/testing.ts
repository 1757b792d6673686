/**
 * Helpers for the contract tests: an app over a fresh in-memory database, a
 * clock the test moves, and short ways to call the API with `app.inject`.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { z } from 'zod/mini';
import { apiError } from '../../src/contract';
import { buildApp } from './app';
import { testConfig, type Config } from './config';
import { openDb, type Db } from './db';
import { seed } from './seed';

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  clock: { now: number; advance(ms: number): void };
  request(method: InjectOptions['method'], path: string, opts?: { query?: Record<string, string | number>; body?: unknown; token?: string; plan?: number; headers?: Record<string, string>; payload?: Buffer; remoteAddress?: string }): Promise<LightMyRequestResponse>;
  get(path: string, query?: Record<string, string | number>, token?: string): Promise<LightMyRequestResponse>;
  post(path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  login(email?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export const PRO = { email: 'pro@trefima.example', password: 'Demo-Pro-971!' };
export const PRIVATE = { email: 'particulier@trefima.example', password: 'Demo-Particulier-972!' };

export async function testApi(overrides: Partial<Config> = {}, { products }: { products?: number } = {}): Promise<TestApi> {
  const config = testConfig(overrides);
  const db = openDb(':memory:');
  const clock = {
    now: Date.parse('2026-11-21T10:00:00Z'),
    advance(ms: number) {
      this.now += ms;
    },
  };
  await seed(db, { now: clock.now, products });
  const app = await buildApp({ db, config, now: () => clock.now });
  // Each call comes from its own client address unless a test names one, so that only the
  // throttling tests, which do, meet the per-client limits.
  let calls = 0;
  const nextAddress = () => `127.1.${Math.floor(++calls / 250) % 250}.${(calls % 250) + 1}`;
  const api: TestApi = {
    app,
    db,
    clock,
    request(method, path, { query = {}, body, token, plan = 1, headers = {}, payload, remoteAddress } = {}) {
      return app.inject({
        method,
        remoteAddress: remoteAddress ?? nextAddress(),
        url: `/api/v1${path}`,
        query: Object.fromEntries(Object.entries({ site_id: 1, lang: 'fr', sales_plan_id: plan, ...query }).map(([k, v]) => [k, String(v)])),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(payload ? { payload } : body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      });
    },
    get: (path, query, token) => api.request('GET', path, { query, token }),
    post: (path, body, token) => api.request('POST', path, { body: body ?? {}, token }),
    async login(email = PRO.email, password = PRO.password) {
      const res = await api.post('/customer/login', { login: email, password });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return res.json().data.token as string;
    },
    async close() {
      await app.close();
      db.close();
    },
  };
  return api;
}

/** Parses a success answer with the contract, failing the test when it does not match. */
export function data<S extends z.ZodMiniType>(res: { statusCode: number; body: string }, schema: S, status = 200): z.infer<S> {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  const body = JSON.parse(res.body) as { data: unknown };
  return schema.parse(body.data) as z.infer<S>;
}

/** Parses an error answer with the contract's error schema. */
export function failure(res: { statusCode: number; body: string }, status: number) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return apiError.parse(JSON.parse(res.body));
}

/** A multipart/form-data body, as a browser sends it. */
export function multipart(fields: Record<string, string | string[]>, files: { field: string; name: string; type: string; content: Buffer }[] = []) {
  const boundary = '----trefima' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    for (const value of Array.isArray(v) ? v : [v]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${value}\r\n`));
    }
  }
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A blank one-page PDF of exactly `size` bytes when it can be (the padding is
 * whitespace inside the page's content stream, so that readers still find the
 * cross-reference table at the end). Built by hand because pdf-lib only saves
 * asynchronously and the form tests need a value.
 */
function realPdf(size: number): Buffer {
  const fixed = (n: number) => String(n).padStart(10, '0');
  const build = (pad: number) => {
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      `<< /Length ${fixed(pad)} >>\nstream\n${' '.repeat(pad)}\nendstream`,
    ];
    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets = objects.map((body, i) => {
      const at = out.length;
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return at;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${fixed(o)} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${fixed(xref)}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  };
  return build(Math.max(0, size - build(0).length));
}

type Entries = Record<string, string | Uint8Array | null>;

/** A zip of the given entries, in their order; `null` leaves a default entry out. */
export function zipOf(entries: Entries, stored: string[] = []): Buffer {
  const files: Zippable = {};
  for (const [name, content] of Object.entries(entries)) {
    if (content === null) continue;
    const bytes = typeof content === 'string' ? strToU8(content) : content;
    files[name] = [bytes, { level: stored.includes(name) ? 0 : 6 }];
  }
  return Buffer.from(zipSync(files));
}

const docxParts: Entries = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  'word/document.xml':
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Josiane Céleste, cheffe de chantier</w:t></w:r></w:p></w:body></w:document>',
};

const odtParts: Entries = {
  mimetype: 'application/vnd.oasis.opendocument.text',
  'content.xml':
    '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3"><office:body><office:text>' +
    '<text:p>Madame, Monsieur,</text:p></office:text></office:body></office:document-content>',
  'META-INF/manifest.xml':
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">' +
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>' +
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
};

/**
 * Small real files of each type. `docx` and `odt` take entries to add, replace
 * or (with `null`) leave out, to build the hostile variants of a document.
 */
export const samples = {
  pdf: (size = 2048) => realPdf(size),
  docx: (change: Entries = {}) => zipOf({ ...docxParts, ...change }),
  // ODF wants `mimetype` first and stored uncompressed, so that it can be read at a fixed offset.
  odt: (change: Entries = {}) => zipOf({ ...odtParts, ...change }, ['mimetype']),
  png: () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  exe: () => Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
};
