import type { ReactNode } from 'react';

/**
 * Gatsby as a component test needs it outside a build: a Link that is a
 * plain anchor, navigate and prefetchPathname as mocks to read, and the
 * layout's static query (useLayoutData) answering `layout`, by default a shop
 * with no territories and no reCAPTCHA. In a test file (jest hoists the call
 * above the imports, so the module is reached from inside the factory):
 *   jest.mock('gatsby', () => jest.requireActual('<path to>/test-support/gatsby-mock').gatsbyMock());
 */
/** A shop of two territories, for the tests that switch from one to the other: `gatsbyMock({ layout: TWO_TERRITORIES })`. */
export const TWO_TERRITORIES = {
  plans: [
    { id: 1, label: 'Martinique', target: 'trefima_mtq' },
    { id: 2, label: 'Guadeloupe', target: 'trefima_gpe' },
  ],
  recaptchaSiteKey: null,
};

export const gatsbyMock = ({ layout = { plans: [], recaptchaSiteKey: null } }: { layout?: object } = {}) => ({
  prefetchPathname: jest.fn(),
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  navigate: jest.fn(),
  graphql: () => '',
  useStaticQuery: () => ({ shopLayout: { json: JSON.stringify(layout) } }),
});
