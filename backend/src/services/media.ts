/**
 * Placeholder images: deterministic SVGs drawn by the API from a kind, a slug
 * and an optional colour. URLs are absolute (PUBLIC_API_URL, never the
 * request's Host) so that a site built elsewhere can use them as they are.
 */
export const MEDIA_KINDS = ['product', 'category', 'page', 'gamme', 'slide', 'article', 'logo'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export function mediaPath(kind: MediaKind, slug: string, hex?: string | null) {
  const safe = slug.replace(/[^a-z0-9-]/g, '-');
  const c = hex ? `?c=${encodeURIComponent(hex.replace('#', ''))}` : '';
  return `/media/${kind}/${safe}.svg${c}`;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const PALETTE = ['#1f3b57', '#2d5f7c', '#8a3b2e', '#44535f', '#2f5d50', '#6b4f2a'];

/** 4:3 picture: a tinted field, a motif by kind (bars, mesh, waves) and the label. */
export function placeholderSvg(kind: string, slug: string, hexParam?: string): string {
  const h = hash(`${kind}/${slug}`);
  const base = hexParam && /^[0-9a-fA-F]{6}$/.test(hexParam) ? `#${hexParam}` : PALETTE[h % PALETTE.length];
  const label = escapeXml(slug.replace(/-/g, ' ').slice(0, 38));
  const motif =
    /treillis|paf|st\d|raidisseur/.test(slug)
      ? Array.from({ length: 9 }, (_, i) => `<path d="M${40 + i * 40} 40V260M40 ${40 + i * 25}H360" />`).join('')
      : /bac|tole|ondul|tuile|bardage|faitiere|bavette|rive/.test(slug)
        ? Array.from({ length: 7 }, (_, i) => `<path d="M20 ${70 + i * 25}q25-18 45 0t45 0t45 0t45 0t45 0t45 0t45 0t45 0" fill="none"/>`).join('')
        : Array.from({ length: 6 }, (_, i) => `<path d="M${60 + i * 50} 40L${30 + i * 50} 260" />`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${label}">
<rect width="400" height="300" fill="${base}"/>
<g stroke="#ffffff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round">${motif}</g>
<rect x="0" y="236" width="400" height="64" fill="#000" fill-opacity=".45"/>
<text x="20" y="276" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-size="22">${label}</text>
</svg>`;
}
