/**
 * Webpack loader: the site's own TypeScript compiled by swc. Gatsby's Babel
 * preset costs about half of each webpack compilation of this shop (browser
 * bundles and server renderer, some 300 modules each) and also rewrites
 * optional chaining and `??` for browsers that have them. Options:
 * `targets` (a browserslist query list, or `{ node }` for the renderer).
 */
const { transform } = require('@swc/core');

/** @this {import('webpack').LoaderContext<{ targets: string[] | { node: string } }>} @param {string} source @param {object} [inputSourceMap] */
module.exports = function swcLoader(source, inputSourceMap) {
  const done = this.async();
  const { targets } = this.getOptions();
  const typescript = /\.tsx?$/.test(this.resourcePath);
  transform(source, {
    filename: this.resourcePath,
    swcrc: false,
    configFile: false,
    sourceMaps: this.sourceMap,
    inputSourceMap: inputSourceMap ? JSON.stringify(inputSourceMap) : undefined,
    jsc: {
      parser: typescript ? { syntax: 'typescript', tsx: this.resourcePath.endsWith('.tsx') } : { syntax: 'ecmascript', jsx: true },
      transform: { react: { runtime: 'automatic', development: false, useBuiltins: true } },
      loose: true,
    },
    env: { targets },
    module: { type: 'es6' },
  }).then(
    (out) => done(null, out.code, out.map ? JSON.parse(out.map) : undefined),
    (error) => done(error),
  );
};
