import '@trefima/domain/contract/zod-config';
import type { z } from 'zod/mini';
import type { CallShape, Endpoint } from '@trefima/domain/contract/endpoint';
import { NO_RETRY_401, SESSION_RESET_CODES, ShopApiError } from './errors';

export interface ShopContext {
  siteId: number;
  lang: string;
  salesPlanId: number;
}

/** Where the session token lives: the `jwt_token` cookie in a browser, nothing at build time. */
export interface SessionStore {
  getToken(): string | null;
  /** a fresh token from a 401, kept for 365 days */
  setToken(token: string): void;
  /** the back office says the session is gone; its French reason when it ended a live session */
  reset(message?: string): void;
}

export interface ClientOptions {
  /** e.g. http://127.0.0.1:4000/api/v1 */
  baseUrl: string;
  context: () => ShopContext;
  session?: SessionStore;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type QueryValue = string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>;

type Part = keyof CallShape;

/**
 * What a call is given: the parts its endpoint takes (the body a JSON object,
 * or FormData for multipart forms with files), none other, and a signal.
 */
export type CallInput<I extends CallShape = CallShape> = Pick<I, Extract<keyof I, Part>> & { [K in Exclude<Part, keyof I>]?: never } & { signal?: AbortSignal };

/** The input may be left out only when nothing in it is required. */
type Args<I extends CallShape> = object extends Pick<I, Extract<keyof I, Part>> ? [input?: CallInput<I>] : [input: CallInput<I>];

export type ShopClient = <S extends z.ZodMiniType, I extends CallShape>(endpoint: Endpoint<S, I>, ...input: Args<I>) => Promise<z.infer<S>>;

const noSession: SessionStore = { getToken: () => null, setToken: () => {}, reset: () => {} };

/** The name of `attachment; filename="NOM-2026-000012-A.pdf"`. */
const fileName = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'fichier';

function fillPath(path: string, params: Record<string, string | number> = {}) {
  return path.replace(/\{(\*?)(\w+)\}/g, (_, keepSlashes: string, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing path parameter ${name} in ${path}`);
    return keepSlashes ? String(v).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(v));
  });
}

function queryString(query: Record<string, QueryValue>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return q.toString();
}

/**
 * The one way to the shop API, at build time and in the browser. It adds the
 * site, language and sales plan, sends the token only on calls flagged for it,
 * reads `data` and checks it against the contract, retries once with the fresh
 * token of a 401, and resets the session on the back office's session errors.
 */
export function createShopClient({ baseUrl, context, session = noSession, fetch: doFetch = fetch, timeoutMs = 15000 }: ClientOptions): ShopClient {
  const base = baseUrl.replace(/\/$/, '');
  // Requests on their way with each token: when one is told its token was replaced, it waits for
  // the others, one of which may be bringing the replacement (a refresh rotates the token).
  const inflight = new Map<string, Set<Promise<unknown>>>();
  const track = <T>(token: string | null, p: Promise<T>): Promise<T> => {
    if (!token) return p;
    const set = inflight.get(token) ?? new Set();
    inflight.set(token, set.add(p));
    const done = () => {
      set.delete(p);
      if (!set.size) inflight.delete(token);
    };
    p.then(done, done);
    return p;
  };

  return async function call<S extends z.ZodMiniType, I extends CallShape>(ep: Endpoint<S, I>, ...args: Args<I>): Promise<z.infer<S>> {
    const input: CallShape & { signal?: AbortSignal } = args[0] ?? {};
    const ctx = ep.noContext ? null : context();
    const given = input.query as Record<string, QueryValue> | undefined;
    const query = ctx ? { site_id: ctx.siteId, lang: ctx.lang, sales_plan_id: ctx.salesPlanId, ...given } : { ...given };
    const qs = queryString(query);
    const url = `${base}${fillPath(ep.path, input.params)}${qs ? `?${qs}` : ''}`;
    const isForm = typeof FormData !== 'undefined' && input.body instanceof FormData;

    const send = (token: string | null) => track(token, sendWith(token));
    const sendWith = async (token: string | null) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (input.body !== undefined && !isForm) headers['content-type'] = 'application/json';
      if (token && ep.auth !== 'none') headers.authorization = `Bearer ${token}`;
      const signal = input.signal ?? (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined);
      let res: Response;
      try {
        res = await doFetch(url, {
          method: ep.method,
          headers,
          body: input.body === undefined ? undefined : isForm ? (input.body as FormData) : JSON.stringify(input.body),
          signal,
        });
      } catch (e) {
        const timeout = (e as Error).name === 'TimeoutError';
        throw new ShopApiError(
          0,
          timeout ? 'TIMEOUT' : 'NETWORK',
          timeout ? 'Le serveur met trop de temps à répondre. Merci de réessayer.' : 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
          ep.name,
          url,
        );
      }
      // a 204 (a deletion) has no body to read
      if (res.status === 204) return { res, json: { data: null } };
      // a file is read as bytes; its errors are JSON like any other answer's
      if (ep.file && res.ok) return { res, json: { data: { blob: await res.blob(), name: fileName(res.headers.get('content-disposition')) } } };
      let json: unknown;
      try {
        json = await res.json();
      } catch {
        throw new ShopApiError(res.status, 'BAD_RESPONSE', 'Le serveur a renvoyé une réponse illisible.', ep.name, url);
      }
      return { res, json: json as { data?: unknown; code?: string; message?: string; errors?: Record<string, string> } };
    };

    let token = session.getToken();
    let { res, json } = await send(token);
    if (res.status === 401 && json.code !== NO_RETRY_401 && typeof (json.data as { token?: unknown })?.token === 'string') {
      token = (json.data as { token: string }).token;
      session.setToken(token);
      ({ res, json } = await send(token));
    }
    const ended = () => res.status === 500 && (SESSION_RESET_CODES as readonly string[]).includes(json.code ?? '');
    if (ended() && token) {
      // replaced meanwhile by another request of this page, or by another tab sharing the cookie: go on with the new token
      await Promise.allSettled([...(inflight.get(token) ?? [])]);
      const current = session.getToken();
      if (current && current !== token) ({ res, json } = await send(current));
    }
    if (!res.ok) {
      if (ended()) session.reset(json.code === 'token_required' ? undefined : json.message);
      throw new ShopApiError(res.status, json.code ?? 'HTTP_ERROR', json.message ?? "Une erreur inconnue s'est produite", ep.name, url, json.errors ?? {});
    }
    const parsed = ep.schema.safeParse(json.data);
    if (!parsed.success) {
      const where = parsed.error.issues[0];
      throw new ShopApiError(
        res.status,
        'BAD_RESPONSE',
        `La réponse ne respecte pas le contrat (${where ? `${where.path.join('.') || 'data'} : ${where.message}` : 'data'}).`,
        ep.name,
        url,
      );
    }
    return parsed.data as z.infer<S>;
  };
}
