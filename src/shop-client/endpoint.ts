import type { z } from 'zod/mini';

export type AuthFlag = 'none' | 'optional' | 'required';
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One call of the contract: where it goes, whether it carries the token and
 * the schema its `data` must match. Path parameters are written `{name}`;
 * `{*slug}` keeps its slashes.
 */
export interface Endpoint<S extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  method: Method;
  path: string;
  schema: S;
  auth: AuthFlag;
  /** `GET /site` is called before a site id or a plan is known */
  noContext?: boolean;
}

export function endpoint<S extends z.ZodMiniType>(
  name: string,
  method: Method,
  path: string,
  schema: S,
  options: { auth?: AuthFlag; noContext?: boolean } = {},
): Endpoint<S> {
  return { name, method, path, schema, auth: options.auth ?? 'none', noContext: options.noContext };
}
