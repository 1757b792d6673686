import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { oneOf, optionalText, refuse } from '../contract/query';

/* What the site's calls take (see query.ts). */

/** `GET /site`: the address the site is served from. */
export const siteQuery = z.object({
  url: z.transform((v: string, ctx): string => {
    if (!v) return refuse(ctx, 'est obligatoire');
    try {
      new URL(String(v));
    } catch {
      return refuse(ctx, 'doit être une adresse complète, par exemple https://www.trefima.fr');
    }
    return String(v);
  }),
});

/** `zipcode` (a prefix: "972" or "97232") or `text` (a name, accents ignored). */
export const citiesQuery = z.object({
  zipcode: z.optional(
    z.transform((v: string | number, ctx): string =>
      /^\d{1,5}$/.test(String(v)) && !Array.isArray(v) ? String(v) : refuse(ctx, 'doit contenir de 1 à 5 chiffres'),
    ),
  ),
  // no length limit, as ever: a long name simply matches no city
  text: optionalText(Infinity),
});

/** Tags of a content kind. */
export const tagsQuery = z.object({
  type: oneOf(['actualite', 'conseil', 'service'] as const, 'doit valoir actualite, conseil ou service', 'actualite'),
  role: oneOf(['tag', 'category'] as const, 'doit valoir tag ou category', 'tag'),
});
