import { PAGE_RE } from './page-segment';

/**
 * The path segments of the news and career listings (spec, section 2):
 *   /actualites/_tag__slug/_categorie__slug/_p__2
 *   /carrieres/_societe__x/_profil__y/_localisation__z/_p__2
 */
export interface ContentSegments {
  tag?: string;
  category?: string;
  page: number;
}

const SLUG = '([a-z0-9-]{1,100})';

function parseKeyed<K extends string>(segments: string[], keys: Record<K, string>): (Partial<Record<K, string>> & { page: number }) | null {
  const out = { page: 1 } as Partial<Record<K, string>> & { page: number };
  const order = Object.keys(keys) as K[];
  let at = 0;
  for (const seg of segments.filter(Boolean)) {
    const page = PAGE_RE.exec(seg);
    if (page) {
      out.page = Number(page[1]);
      at = order.length;
      continue;
    }
    const i = order.findIndex((k, idx) => idx >= at && new RegExp(`^_${keys[k]}__${SLUG}$`).test(seg));
    if (i < 0) return null;
    out[order[i]] = seg.slice(keys[order[i]].length + 3) as never;
    at = i + 1;
  }
  return out;
}

export const parseContentSegments = (segments: string[]): ContentSegments | null => parseKeyed(segments, { tag: 'tag', category: 'categorie' });

export function contentListPath(base: string, { tag, category, page = 1 }: Partial<ContentSegments>): string {
  return [base, tag && `_tag__${tag}`, category && `_categorie__${category}`, page > 1 && `_p__${page}`].filter(Boolean).join('/');
}

export interface CareerSegments {
  company?: string;
  profile?: string;
  location?: string;
  page: number;
}

export const parseCareerSegments = (segments: string[]): CareerSegments | null =>
  parseKeyed(segments, { company: 'societe', profile: 'profil', location: 'localisation' });

export function careerListPath({ company, profile, location, page = 1 }: Partial<CareerSegments>): string {
  return [
    '/carrieres',
    company && `_societe__${company}`,
    profile && `_profil__${profile}`,
    location && `_localisation__${location}`,
    page > 1 && `_p__${page}`,
  ]
    .filter(Boolean)
    .join('/');
}

/**
 * A career list's name with its filters' labels (« Carrières – Trefima – Le Lamentin »), as the content lists are
 * named: each filtered page has its own title and heading, where sixteen read « Carrières » to a crawler.
 */
export function careerListName(
  base: string,
  filters: Record<'companies' | 'profiles' | 'locations', { slug: string; label: string }[]>,
  { company, profile, location }: Partial<CareerSegments>,
): string {
  const label = (items: { slug: string; label: string }[], slug?: string) => items.find((item) => item.slug === slug)?.label;
  return [base, label(filters.companies, company), label(filters.profiles, profile), label(filters.locations, location)].filter(Boolean).join(' – ');
}
