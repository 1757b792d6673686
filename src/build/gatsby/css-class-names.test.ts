import { shortCssClassNames, SHORT_CLASS_NAME } from './css-class-names';

/** Gatsby's CSS rules as its webpack configuration holds them (utils/webpack-utils.js): CSS modules and global CSS, in a oneOf. */
const cssLoader = (modules: unknown) => ({ loader: '/n/css-loader/dist/cjs.js', options: { url: () => true, modules } });
const gatsbyCssRules = () => [
  { test: /\.tsx?$/, use: [{ loader: 'babel-loader', options: {} }] },
  {
    oneOf: [
      {
        test: /\.module\.css$/,
        use: [
          { loader: 'mini-css-extract-plugin/loader', options: { modules: { namedExport: true } } },
          cssLoader({ namedExport: true, localIdentName: '[name]--[local]--[hash:hex:5]', exportLocalsConvention: 'dashesOnly' }),
          { loader: 'postcss-loader', options: {} },
        ],
      },
      { test: /\.css$/, use: [cssLoader(false), { loader: 'postcss-loader', options: {} }] },
    ],
  },
];

describe('short CSS module class names', () => {
  it('gives every CSS module a short hashed class name, and leaves global CSS and other loaders alone', () => {
    const rules = gatsbyCssRules();
    shortCssClassNames(rules);
    const [modules, global] = rules[1].oneOf!;
    const css = modules.use[1] as ReturnType<typeof cssLoader>;
    expect(css.options.modules).toEqual({ namedExport: true, localIdentName: SHORT_CLASS_NAME, exportLocalsConvention: 'dashesOnly' });
    expect((global.use[0] as ReturnType<typeof cssLoader>).options.modules).toBe(false);
    expect(modules.use[0]).toEqual({ loader: 'mini-css-extract-plugin/loader', options: { modules: { namedExport: true } } });
    expect(rules[0]).toEqual(gatsbyCssRules()[0]);
  });

  it('fails the build when Gatsby no longer configures CSS modules where it did (an upgrade moved them)', () => {
    expect(() => shortCssClassNames([{ test: /\.css$/, use: [cssLoader(false)] }])).toThrow(/CSS modules/);
  });
});
