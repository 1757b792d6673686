import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { optionalText, paging, refuse } from '../contract/query';

/* What the tools' calls take (see query.ts): the craftsman directory (the lead forms': forms/endpoints.ts). */

const matching = (max: number, re: RegExp, message: string) =>
  z.optional(
    z.transform((v: string | number, ctx): string | undefined => {
      const r = z.safeParse(optionalText(max), v);
      if (!r.success) return refuse(ctx, r.error.issues[0].message);
      return r.data && !re.test(r.data) ? refuse(ctx, message) : r.data;
    }),
  );

/** Filters: client, type, superficie (facet slugs), department (971-973), zipcode prefix. */
export const artisansQuery = z.object({
  ...paging(20),
  client: optionalText(100),
  type: optionalText(100),
  superficie: optionalText(100),
  department: matching(3, /^97[123]$/, 'doit valoir 971, 972 ou 973'),
  zipcode: matching(5, /^\d{1,5}$/, 'doit contenir de 1 à 5 chiffres'),
});
