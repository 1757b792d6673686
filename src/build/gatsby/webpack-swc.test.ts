import { join } from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import { swcModuleTest, withSwc, withSwcMinify, type WebpackRule } from './webpack-swc';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const swcLoader = require('./swc-loader.cjs') as (this: unknown, source: string, map?: unknown) => void;

const root = join('/site');
const sources: Record<string, string> = {
  [join(root, 'src/components/header.tsx')]: 'export const Header = () => <header />;',
  [join(root, 'domain/orders/checkout.ts')]: 'export const isPickup = (code: string) => code.startsWith("retrait-");',
  [join(root, 'src/hooks/use-layout-data.ts')]: 'const q = graphql`query { shopLayout { json } }`;',
  [join(root, 'src/templates/page.tsx')]: 'export const Head = () => <title>x</title>;\nexport default () => null;',
  [join(root, '.cache/production-app.js')]: 'export default () => <div />;',
  [join(root, 'gatsby-browser.tsx')]: 'export const onClientEntry = () => {};',
};
const read = (path: string) => {
  if (!(path in sources)) throw new Error(`ENOENT ${path}`);
  return sources[path];
};

function compile(resourcePath: string, source: string, targets: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    swcLoader.call(
      {
        resourcePath,
        sourceMap: false,
        getOptions: () => ({ targets }),
        async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code!)),
      },
      source,
    );
  });
}

describe('swcModuleTest', () => {
  const accepts = swcModuleTest(root, read);

  it("takes the site's TypeScript, domain/'s, gatsby-browser/ssr and Gatsby's runtime in .cache", () => {
    expect(accepts(join(root, 'src/components/header.tsx'))).toBe(true);
    expect(accepts(join(root, 'gatsby-browser.tsx'))).toBe(true);
    // domain/ reached as @trefima/domain: webpack follows the workspace's link to its real path
    expect(accepts(join(root, 'domain/orders/checkout.ts'))).toBe(true);
    expect(accepts(join(root, '.cache/production-app.js'))).toBe(true);
  });

  it('leaves to Babel what needs Gatsby’s Babel plugins: queries and page APIs', () => {
    expect(accepts(join(root, 'src/hooks/use-layout-data.ts'))).toBe(false);
    expect(accepts(join(root, 'src/templates/page.tsx'))).toBe(false);
  });

  it('leaves packages, virtual modules and other files alone', () => {
    expect(accepts(join(root, 'node_modules/jotai/index.ts'))).toBe(false);
    expect(accepts(join(root, '.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js'))).toBe(false);
    expect(accepts(join(root, 'src/styles/global.css'))).toBe(false);
    expect(accepts(join('/elsewhere/src/x.ts'))).toBe(false);
  });
});

describe('withSwc', () => {
  const babelUse = () => ['babel'];
  const rules: WebpackRule[] = [
    { test: /\.(js|mjs|jsx|ts|tsx)$/, include: () => true, use: babelUse },
    { test: /\.tsx?$/, use: babelUse },
    { test: /\.css$/, use: ['css'] },
  ];

  it('takes swc’s modules out of every Babel rule for TypeScript and adds one swc rule', () => {
    const out = withSwc(rules, { rootDir: root, loader: '/loader.cjs', targets: ['chrome 109'] });
    expect(out).toHaveLength(4);
    expect(typeof out[0].exclude).toBe('function');
    expect(typeof out[1].exclude).toBe('function');
    expect(out[2]).toBe(rules[2]);
    expect(out[3].use).toEqual([{ loader: '/loader.cjs', options: { targets: ['chrome 109'] } }]);
  });

  it('fails loudly when Gatsby’s rules are not what it expects', () => {
    expect(() => withSwc([rules[2]], { rootDir: root, loader: '/loader.cjs', targets: [] })).toThrow(/Babel/);
  });
});

describe('swc loader', () => {
  it('strips types and compiles JSX for the automatic runtime', async () => {
    const code = await compile('/site/src/a.tsx', 'type P = { n: number };\nexport const A = ({ n }: P) => <b>{n}</b>;', ['chrome 109']);
    expect(code).toContain('react/jsx-runtime');
    expect(code).not.toMatch(/type P|: P/);
  });

  it('compiles for the given browsers: syntax they lack is rewritten, syntax they have is kept', async () => {
    const source = 'export const f = (o?: { a?: number }) => o?.a ?? 1;';
    expect(await compile('/site/src/f.ts', source, ['chrome 109'])).toContain('?.');
    expect(await compile('/site/src/f.ts', source, ['chrome 70'])).not.toContain('?.');
  });

  it('reports a syntax error with the file it is in', async () => {
    await expect(compile('/site/src/broken.ts', 'export const = ;', ['chrome 109'])).rejects.toThrow();
  });
});

describe('withSwcMinify', () => {
  it('replaces terser by swc in the same plugin and keeps the other minimizers', () => {
    const css = { name: 'css' };
    const out = withSwcMinify([new TerserPlugin(), css]);
    expect(out[1]).toBe(css);
    expect(out[0]).toBeInstanceOf(TerserPlugin);
    expect((out[0] as unknown as { options: { minimizer: { implementation: unknown } } }).options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
  });
});
