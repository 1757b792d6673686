import type { GatsbyConfig } from 'gatsby';

const apiUrl = process.env.SHOP_API_URL ?? 'http://127.0.0.1:4000/api/v1';
// The browser talks to the API at its public address, which may differ from the build's.
process.env.GATSBY_SHOP_API_URL = process.env.PUBLIC_SHOP_API_URL ?? apiUrl;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: process.env.SITE_URL ?? 'http://localhost:9000', title: 'Trefima' },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  plugins: ['gatsby-plugin-react-helmet', 'gatsby-source-shop'],
};

export default config;
