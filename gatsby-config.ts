import type { GatsbyConfig } from 'gatsby';

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: process.env.SITE_URL ?? 'http://localhost:9000', title: 'Trefima' },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  plugins: ['gatsby-plugin-react-helmet', 'gatsby-source-shop'],
};

export default config;
