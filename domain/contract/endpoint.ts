import type { z } from 'zod/mini';

export type AuthFlag = 'none' | 'optional' | 'required';
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * What a call sends: its path parameters, query and body, each optional
 * where the call may go without it. Types only, from the contract's request
 * schemas (domain/<domain>/requests.ts): the pages do not load those schemas, the
 * API checks what it receives.
 */
export interface CallShape {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
}

/**
 * One call of the contract: where it goes, whether it carries the token, the
 * schema its `data` must match and, as a type, what it takes. Path parameters
 * are written `{name}`; `{*slug}` keeps its slashes.
 */
export interface Endpoint<S extends z.ZodMiniType = z.ZodMiniType, I extends CallShape = CallShape> {
  name: string;
  method: Method;
  path: string;
  schema: S;
  auth: AuthFlag;
  /** `GET /site` is called before a site id or a plan is known */
  noContext?: boolean;
  /** answers a file (a PDF, a BVBS file) rather than JSON: the client gives its bytes and name (FileAnswer) */
  file?: boolean;
  /** never set: carries the type of what the call takes */
  readonly takes?: I;
}

/** A call that takes nothing but the site, language and plan the client adds. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type NoInput = {};

/** `I` is given with the schema's type where the call takes something: `endpoint<typeof list, { query?: ListQuery }>(…)`. */
export function endpoint<S extends z.ZodMiniType, I extends CallShape = NoInput>(
  name: string,
  method: Method,
  path: string,
  schema: S,
  options: { auth?: AuthFlag; noContext?: boolean; file?: boolean } = {},
): Endpoint<S, I> {
  return { name, method, path, schema, auth: options.auth ?? 'none', noContext: options.noContext, ...(options.file && { file: true }) };
}

/** What a file endpoint answers: the file and the name the API gave it. */
export interface FileAnswer {
  blob: Blob;
  name: string;
}

/** The body a call takes, for code that passes one along: `(values: BodyOf<typeof login>) => shop(login, { body: values })`. */
export type BodyOf<E> = E extends Endpoint<z.ZodMiniType, infer I> ? (I extends { body?: infer B } ? B : never) : never;
