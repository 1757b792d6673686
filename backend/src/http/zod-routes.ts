import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import type { Answer } from '@trefima/domain/contract/query';
import { ApiError, badParam, objectBody, validationError } from './errors';

/**
 * The contract's request schemas (src/contract/requests/) as route schemas:
 * routes declare `{ schema: { querystring, params, body } }` and read typed
 * values. Ours rather than fastify-type-provider-zod, which brings Swagger
 * along and answers in its own words: ours answers in the API's.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}

const answerOf = (issue: z.core.$ZodIssue) => ((issue as { params?: Answer }).params ?? {}) as Answer;

/** A query or path value: 400 naming the parameter (its schema gives the reason), or 404 for an id that names nothing. */
function paramError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  if (answerOf(issue).notFound) return new ApiError(404, 'NOT_FOUND', issue.message);
  return badParam(answerOf(issue).param ?? String(issue.path[0]), issue.message);
}

/** A body: an object or nothing, then its schema; the 422 with per-field messages, or a 400 for a value that is a parameter. */
function bodyError(error: z.ZodError): ApiError {
  const first = error.issues[0];
  const { param, headline } = answerOf(first);
  if (param) return badParam(param, first.message);
  const e = validationError(error);
  if (headline) e.message = headline;
  return e;
}

const compile: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    let input = data;
    if (httpPart === 'body') {
      try {
        input = objectBody(data);
      } catch (e) {
        return { error: e as Error };
      }
    }
    const r = z.safeParse(schema, input);
    if (r.success) return { value: r.data };
    return { error: httpPart === 'body' ? bodyError(r.error) : paramError(r.error) };
  };

/** Call before the routes: every schema of the app is one of ours. */
export function registerZodRoutes(app: FastifyInstance) {
  app.setValidatorCompiler(compile);
}

/** The routes of a module, typed from their schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
