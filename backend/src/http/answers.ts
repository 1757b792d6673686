import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { envelope } from '@trefima/domain/contract/common';
import type { Endpoint } from '@trefima/domain/contract/endpoint';

/**
 * What a route answers, declared from the contract's route table: each route
 * names its endpoint of `domain/<domain>/endpoints.ts`, the same object the
 * site's client calls, so that a path and the shape of its answer are written
 * once. Where the configuration says so (tests, the e2e stack), every JSON
 * answer is checked against that shape before it leaves, and a wrong one is a
 * 500 naming the route and the field: a drift fails a test instead of a page.
 */

/** The contract's path as Fastify writes it: `{id}` → `:id`, `{*slug}` → `*`. */
export const fastifyPath = (path: string) => path.replace(/\{\*\w+\}/g, '*').replace(/\{(\w+)\}/g, ':$1');

/** Where a route of an endpoint is registered: `app.get(at(getJobSites), …)`. */
export const at = (endpoint: Endpoint) => fastifyPath(endpoint.path);

/** The endpoint each answer schema was made for, read by the route table's test (answers.test.ts). */
const endpointOfSchema = new WeakMap<object, Endpoint>();
export const endpointOfAnswer = (schema: unknown): Endpoint | undefined => (schema && typeof schema === 'object' ? endpointOfSchema.get(schema) : undefined);

/**
 * A file's answer (a PDF, a spreadsheet, a BVBS file) is bytes, which Fastify never serializes: an object there is wrong.
 * One schema per route: the route table knows a route's endpoint by its answer's schema.
 */
const bytesAnswer = () => z.never();

/** A route's answers, by status: its endpoint's `data` in the envelope, or the file it sends. */
export function answerOf<E extends Endpoint>(endpoint: E) {
  const schema = endpoint.file ? bytesAnswer() : envelope(endpoint.schema as E['schema']);
  endpointOfSchema.set(schema, endpoint);
  return { '2xx': schema } as { '2xx': E['file'] extends true ? ReturnType<typeof bytesAnswer> : ReturnType<typeof envelope<E['schema']>> };
}

/** Thrown by a checked answer that does not match its schema: a bug of the API, never of the client. */
export class AnswerMismatch extends Error {
  constructor(method: string, url: string, issue: z.core.$ZodIssue | undefined) {
    super(`answer of ${method} ${url} does not match its schema: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'no issue'}`);
    this.name = 'AnswerMismatch';
  }
}

const serializer =
  (check: boolean): FastifySerializerCompiler<z.core.$ZodType> =>
  ({ schema, method, url }) =>
  (data) => {
    if (check) {
      const r = z.safeParse(schema, data);
      if (!r.success) throw new AnswerMismatch(method, url, r.error.issues[0]);
    }
    return JSON.stringify(data);
  };

/** A route as registered, with what it declares it answers: the route table's test reads it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  answer: unknown;
}
const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();
export const routeTableOf = (app: FastifyInstance): RegisteredRoute[] => tables.get(app) ?? [];

/** Call before the routes: answers are written as JSON.stringify writes them, checked where `check` says. */
export function registerAnswers(app: FastifyInstance, check: boolean) {
  app.setSerializerCompiler(serializer(check));
  const table: RegisteredRoute[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, answer: response?.['2xx'] });
  });
}
