import sanitizeHtml from 'sanitize-html';

/**
 * HTML from the API is sanitised once, at build time, before it reaches a
 * page: the allowlist of the content editors' toolbox, links limited to
 * site paths, http(s), mail and phone, external links opened safely.
 */
export function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'a',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'caption',
      'sup',
      'sub',
      'abbr',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'], abbr: ['title'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        // as sanitize-html reads a scheme: whatever its case, after any leading space
        const external = /^\s*https?:\/\//i.test(attribs.href ?? '');
        return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs };
      },
    },
    allowedSchemesAppliedToAttributes: ['href'],
  });
}
