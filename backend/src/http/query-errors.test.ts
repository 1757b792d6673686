import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { PRO, testApi, type TestApi } from '../testing';
import { badParam } from './errors';

/**
 * A refused query or path parameter reads as one French sentence: « Le
 * paramètre « job_site » Ce chantier est introuvable.. » was two glued
 * together. Every route's schemas are recorded as the app compiles them, so
 * that a parameter added tomorrow is walked too.
 */
const schemas: { method: string; url: string; httpPart: string; schema: z.core.$ZodType }[] = [];

jest.mock('./zod-routes', () => {
  const actual = jest.requireActual('./zod-routes');
  return {
    ...actual,
    registerZodRoutes(app: FastifyInstance) {
      const set = app.setValidatorCompiler.bind(app) as (compiler: FastifySchemaCompiler<z.core.$ZodType>) => FastifyInstance;
      app.setValidatorCompiler = ((compiler: FastifySchemaCompiler<z.core.$ZodType>) =>
        set((route) => {
          schemas.push({ method: route.method, url: route.url, httpPart: route.httpPart ?? '', schema: route.schema });
          return compiler(route);
        })) as typeof app.setValidatorCompiler;
      actual.registerZodRoutes(app);
    },
  };
});

/**
 * What the parameter's clause may begin with: a verb whose subject is the parameter, saying what it must be or is not
 * (« vaut « en_attente »… » said what it was not). A lower-case start is not enough: « Le paramètre « au » la date
 * « au » s’écrit AAAA-MM-JJ. » glued a sentence with a subject of its own.
 */
const PARAMETER_VERB = /^(?:doit|est|n’est|ne|compte|contient)\s/u;

/** One sentence: the parameter named, then a clause that goes on without a capital from its verb, one full stop at the end and none before. */
function oneSentence(message: string): boolean {
  const m = /^Le paramètre « [^»]+ » (.+)$/su.exec(message);
  if (!m) return false;
  const rest = m[1]!;
  return PARAMETER_VERB.test(rest) && /[^.]\.$/u.test(rest) && !/[.!?…]\s/u.test(rest.slice(0, -1)) && !/\s\./u.test(rest);
}

describe('badParam', () => {
  it.each([
    ['est obligatoire', 'Le paramètre « page » est obligatoire.'],
    ['doit être un entier positif', 'Le paramètre « page » doit être un entier positif.'],
    ['Ce chantier est introuvable.', 'Le paramètre « page » n’est pas valide : ce chantier est introuvable.'],
    ['Pour copier le panier, indiquez true.', 'Le paramètre « page » n’est pas valide : pour copier le panier, indiquez true.'],
    ['Ce chantier est introuvable. Choisissez-en un autre.', 'Le paramètre « page » n’est pas valide : ce chantier est introuvable ; choisissez-en un autre.'],
    ['SIRET inconnu.', 'Le paramètre « page » n’est pas valide : SIRET inconnu.'],
    ['n’est pas valide.', 'Le paramètre « page » n’est pas valide.'],
  ])('puts « %s » in one sentence', (why, said) => {
    expect(badParam('page', why).message).toBe(said);
    expect(oneSentence(said)).toBe(true);
  });

  it('knows a glued message when it sees one', () => {
    expect(oneSentence('Le paramètre « job_site » Ce chantier est introuvable..')).toBe(false);
    expect(oneSentence('Le paramètre « job_site » est faux. Il manque.')).toBe(false);
    expect(oneSentence('Le paramètre « au » la date « au » s’écrit AAAA-MM-JJ.')).toBe(false);
  });
});

describe('every route’s query and path parameters', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await testApi({ adminToken: 'test-admin-token' });
    token = await api.login(PRO.email, PRO.password);
  });
  afterAll(() => api.close());

  /** The keys of an object schema, through the pipes and wrappers a schema may add. */
  function keysOf(schema: z.core.$ZodType | undefined): string[] {
    const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
    if (!def) return [];
    if (def.type === 'object') return Object.keys(def.shape as object);
    return [...keysOf(def.in as z.core.$ZodType), ...keysOf(def.innerType as z.core.$ZodType), ...keysOf(def.out as z.core.$ZodType)];
  }

  const GARBAGE: (string | string[])[] = ['abc', '-1', '0', '99999999999', '1.5', '<script>', 'x'.repeat(300), ['1', '2']];

  it('answers each refused value in one sentence', async () => {
    const said = new Map<string, string>();
    const call = async (method: string, url: string, query: Record<string, string | string[]>) => {
      const res = await api.app.inject({
        method: method as 'GET',
        url: `/api/v1${url.replace(/^\/api\/v1/, '')}`,
        query: { site_id: '1', lang: 'fr', sales_plan_id: '1', ...query },
        headers: { authorization: `Bearer ${url.includes('/admin/') ? 'test-admin-token' : token}` },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const body = (res.body && /json/.test(String(res.headers['content-type'])) ? res.json() : {}) as { code?: string; message?: string };
      if (body.code === 'INVALID_PARAMETER') said.set(body.message!, `${method} ${url}`);
      expect({ url, status: res.statusCode < 500 }).toEqual({ url, status: true });
    };
    const walked = schemas.filter((s) => s.method !== 'HEAD' && (s.httpPart === 'querystring' || s.httpPart === 'params'));
    expect(walked.length).toBeGreaterThan(20);
    for (const { method, url, httpPart, schema } of walked) {
      if (/logout/.test(url)) continue; // would end the session of the calls that follow
      for (const key of keysOf(schema)) {
        for (const value of GARBAGE) {
          if (httpPart === 'querystring') await call(method, url.replace(/:(\w+)|\*/g, '1'), { [key]: value });
          else if (typeof value === 'string') await call(method, url.replace(`:${key}`, encodeURIComponent(value)).replace(/:(\w+)|\*/g, '1'), {});
        }
      }
    }
    // the context every call carries, and the parameters routes check by hand
    await call('GET', '/setting', { site_id: '' });
    await call('GET', '/product', { site_id: '99' });
    await call('GET', '/product', { lang: 'xx' });
    await call('GET', '/product', { sales_plan_id: '' });
    await call('GET', '/product', { sales_plan_id: '99' });
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/v1/cart', query: { site_id: '1', lang: 'fr', sales_plan_id: '1' } });
    said.set(anonymous.json().message, 'GET /cart');
    expect(said.size).toBeGreaterThan(15);
    const glued = [...said].filter(([message]) => !oneSentence(message));
    expect(glued).toEqual([]);
    expect(said.has('Le paramètre « job_site » n’est pas valide : ce chantier est introuvable.')).toBe(true);
  });
});
