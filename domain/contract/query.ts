import './zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { hasInvisible, invisibleIn } from '../forms/text-characters';

/**
 * Building blocks of the request schemas. A query or path value arrives as a
 * string (an array when a key is repeated); the client writes numbers and
 * objects out as strings, so each block takes the client's type and the
 * wire's string alike. Every failure carries the French reason the API puts
 * after « Le paramètre « name » »: the API's validator makes the answer.
 */

type Payload = z.core.ParsePayload;

/**
 * How the API answers a refusal other than its default (400 naming the
 * parameter for a query or a path, 422 with per-field messages for a body).
 */
export interface Answer {
  /** the body's field the message belongs to, when the schema checks the whole body at once */
  path?: string[];
  /** a 422 whose general message is not the field's own */
  headline?: string;
  /** the parameter an answer names, when not the key (`*`); in a body, a value answered like a parameter: 400 naming it */
  param?: string;
  /** a path value that names nothing: 404 with this message as a whole */
  notFound?: boolean;
}

/** Records why a value is refused, and stops its parsing. */
export function refuse(ctx: Payload, message: string, { path, ...params }: Answer = {}): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value, ...(path ? { path } : {}), ...(Object.keys(params).length ? { params } : {}) });
  return z.NEVER;
}

export const blank = (v: unknown): v is undefined | '' => v === undefined || v === '';

/** 1 to 9 digits, as the database's ids. */
export const uint = (v: unknown): number | null => ((typeof v === 'string' || typeof v === 'number') && /^\d{1,9}$/.test(String(v)) ? Number(v) : null);

export const page = z._default(
  z.transform((v: string | number, ctx) => {
    if (blank(v)) return 1;
    return uint(v) || refuse(ctx, 'doit être un entier positif');
  }),
  1,
);

const size = (max: number) =>
  z.transform((v: string | number, ctx): number | undefined => {
    if (blank(v)) return undefined;
    const n = uint(v);
    return n && n <= max ? n : refuse(ctx, `doit être un entier entre 1 et ${max}`);
  });

export const perPage = (fallback: number, max = 100) =>
  z._default(
    z.pipe(
      size(max),
      z.transform((n) => n ?? fallback),
    ),
    fallback,
  );

/** A `perPage` whose default the route picks. */
export const optionalPerPage = (max = 100) => z.optional(size(max));

/** `page` and `perPage` of a list call; `offset` follows from them. */
export const paging = (fallback: number) => ({ page, perPage: perPage(fallback) });

/** What a text parameter may not hold (forms/text-characters.ts), after « Le paramètre « text » ». */
export const INVISIBLE_IN_PARAM = 'contient un caractère invisible (un caractère de contrôle) : retirez-le';

/**
 * An optional text filter: empty is absent, longer than `max` is refused, and so is a character nobody types
 * (a NUL cut the search's FTS5 phrase short, a server error, and made its LIKE match every row).
 */
export const optionalText = (max = 200) =>
  z.optional(
    z.transform((v: string, ctx): string | undefined => {
      if (blank(v)) return undefined;
      if (typeof v !== 'string' || v.length > max) return refuse(ctx, 'n’est pas valide');
      return hasInvisible(v) ? refuse(ctx, INVISIBLE_IN_PARAM) : v;
    }),
  );

/** One of a few values; `fallback` when absent (an empty value is not absent unless `emptyIsAbsent`). */
export function oneOf<const T extends readonly string[]>(values: T, message: string, fallback: T[number], { emptyIsAbsent = false } = {}) {
  return z._default(
    z.transform((v: T[number], ctx): T[number] => {
      if (emptyIsAbsent && v === '') return fallback;
      return values.includes(v) ? v : refuse(ctx, message);
    }),
    // the transform's output is T[number]; zod's type of a default cannot see it through the generic
    fallback as never,
  );
}

/** A JSON-encoded value (`price`, `caracteristics`), or the value itself from the client. */
export function json<S extends z.core.$ZodType>(schema: S, message: string) {
  return z.optional(
    z.transform((v: string | z.input<S>, ctx): z.output<S> | undefined => {
      if (blank(v)) return undefined;
      let value: unknown = v;
      if (typeof v === 'string') {
        try {
          value = JSON.parse(v);
        } catch {
          return refuse(ctx, 'n’est pas un JSON valide');
        }
      }
      const r = z.safeParse(schema, value);
      return r.success ? r.data : refuse(ctx, message);
    }),
  );
}

/** Ids separated by commas (or underscores): `1,2,3`. */
export const idList = z.optional(
  z.transform((v: string | number, ctx): number[] | undefined => {
    if (blank(v)) return undefined;
    const parts = Array.isArray(v) ? v.map(String) : String(v).split(/[,_]/);
    if (parts.length > 200 || parts.some((p) => !/^\d{1,9}$/.test(p))) return refuse(ctx, 'doit être une liste d’identifiants');
    return parts.map(Number);
  }),
);

const SLUG_RE = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** An address of the site's content, slashes allowed. */
export const slug = z.transform((v: string, ctx): string => {
  // named so in the answer also where it is the rest of the path (`/page/*`)
  if (!v) return refuse(ctx, 'est obligatoire', { param: 'slug' });
  if (typeof v !== 'string' || v.length > 250 || !SLUG_RE.test(v)) {
    return refuse(ctx, 'ne doit contenir que des lettres minuscules, des chiffres, des tirets et des barres obliques', { param: 'slug' });
  }
  return v;
});

/**
 * A body's text refuses what nobody types (forms/text-characters.ts: control
 * and format characters), as every form's text field does; `subject` and
 * `plural` make the one sentence the forms say.
 */
export const visible = (subject: string, options?: { plural?: boolean }) => z.refine<string>((v) => !hasInvisible(v), { error: invisibleIn(subject, options) });
