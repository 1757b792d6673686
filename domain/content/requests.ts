import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { INVISIBLE_IN_PARAM, oneOf, optionalPerPage, optionalText, page, paging, refuse, slug } from '../contract/query';
import { hasInvisible } from '../forms/text-characters';

/* What the content's calls take (see query.ts): pages, articles, careers, addresses and search. */

export const pagesQuery = z.object(paging(50));

/** News, advice and services. */
export const articlesQuery = z.object({ ...paging(12), tag: optionalText(100), category: optionalText(100) });

export const careersQuery = z.object({ ...paging(10), company: optionalText(100), profile: optionalText(100), location: optionalText(100) });

/** `/page/*`, `/gamme/*`…: the rest of the path is the slug. */
export const slugParams = z.object({ '*': slug });

const entityTypes = ['category', 'product', 'cms_page', 'gamme', 'carriere'] as const;

/** `/url` and `/url/entity`: a slug, and the kind of page it must be. */
export const urlQuery = z.object({
  slug,
  entity_type: z.optional(
    z.transform((v: (typeof entityTypes)[number] | '', ctx): (typeof entityTypes)[number] | undefined => {
      if (v === undefined || v === '') return undefined;
      if (typeof v !== 'string' || v.length > 20) return refuse(ctx, 'n’est pas valide');
      return entityTypes.includes(v) ? v : refuse(ctx, 'doit valoir category, product, cms_page, gamme ou carriere');
    }),
  ),
});

/** `perPage` is 5 for suggestions and 24 for full results when absent: the route decides. */
export const searchQuery = z.object({
  type: oneOf(['Suggest', 'Full'] as const, 'doit valoir Suggest ou Full', 'Suggest'),
  text: z.transform((v: string, ctx): string => {
    if (v === undefined || v === '') return refuse(ctx, 'est obligatoire');
    if (typeof v !== 'string' || v.length > 100) return refuse(ctx, 'n’est pas valide');
    if (hasInvisible(v)) return refuse(ctx, INVISIBLE_IN_PARAM);
    return v.trim() || refuse(ctx, 'est obligatoire');
  }),
  page,
  perPage: optionalPerPage(),
});
