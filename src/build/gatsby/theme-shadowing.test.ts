import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withoutIdleThemeShadowing } from './theme-shadowing';
import { themeShadowingResolverPlugin } from './private';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A site with one plugin, as Gatsby lists them to its resolver (the site itself is the theme `default-site-plugin`). */
function site() {
  const root = mkdtempSync(join(tmpdir(), 'shadowing-'));
  made.push(root);
  const pluginDir = join(root, 'plugins', 'gatsby-source-shop');
  mkdirSync(join(root, 'src', 'components'), { recursive: true });
  mkdirSync(pluginDir, { recursive: true });
  writeFileSync(join(root, 'src', 'components', 'price.tsx'), 'export {}');
  const ThemeShadowingResolverPlugin = themeShadowingResolverPlugin();
  const resolver = new ThemeShadowingResolverPlugin({
    extensions: ['.js', '.ts', '.tsx'],
    projectRoot: root,
    themes: [
      { themeName: 'gatsby-source-shop', themeDir: pluginDir },
      { themeName: 'default-site-plugin', themeDir: root },
    ],
  });
  return { root, resolver, other: { apply() {} } };
}

describe('Gatsby’s theme shadowing resolver, in the production compilations', () => {
  it('is dropped when no theme can be shadowed: it could change no resolution, and it looks for shadows on every request from src/', () => {
    const { root, resolver, other } = site();
    // what it does today for each of the site's own requests: looks, finds nothing, and lets webpack resolve as usual
    const [theme, component] = resolver.getThemeAndComponent(join(root, 'src', 'components', 'price.tsx'));
    expect(theme?.themeName).toBe('default-site-plugin');
    expect(resolver.resolveComponentPath({ theme, component, originalRequestComponent: './price' })).toBeNull();

    expect(withoutIdleThemeShadowing([other, resolver])).toEqual([other]);
  });

  it('is kept as soon as a shadow folder exists, in the site or in a plugin', () => {
    const { root, resolver, other } = site();
    mkdirSync(join(root, 'src', 'gatsby-source-shop', 'components'), { recursive: true });
    writeFileSync(join(root, 'src', 'gatsby-source-shop', 'components', 'card.tsx'), 'export {}');
    expect(withoutIdleThemeShadowing([other, resolver])).toEqual([other, resolver]);

    const second = site();
    mkdirSync(join(second.root, 'plugins', 'gatsby-source-shop', 'src', 'default-site-plugin'), { recursive: true });
    expect(withoutIdleThemeShadowing([second.resolver])).toEqual([second.resolver]);
  });

  it('leaves every other resolver plugin, and an empty list, as they are', () => {
    expect(withoutIdleThemeShadowing(undefined)).toBeUndefined();
    const plugins = [{ apply() {} }, null];
    expect(withoutIdleThemeShadowing(plugins)).toEqual(plugins);
  });
});
