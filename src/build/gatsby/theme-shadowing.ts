import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_SHADOWING_RESOLVER, type ThemeShadowingResolver } from './private';

/**
 * Gatsby lists every plugin, and the site itself, as a theme whose components
 * a site may shadow (README, "Gatsby overrides"). Its resolver plugin then
 * looks for a shadow on every request made from `src/`: for each plugin, it
 * reads a folder `src/<theme>/…` that does not exist, and catches the
 * error. On a cold build that is seconds of the main thread (bench notes).
 * A shadow can only come from such a folder (`<site or plugin>/src/<theme>`):
 * with none on disk, the plugin can change no resolution, and it goes.
 */
export function canShadow({ themes, projectRoot }: Pick<ThemeShadowingResolver, 'themes' | 'projectRoot'>, exists = existsSync): boolean {
  const roots = [projectRoot, ...themes.map((t) => t.themeDir)];
  return themes.some((theme) => roots.some((root) => exists(join(root, 'src', theme.themeName))));
}

/** Webpack's resolver plugins without Gatsby's theme shadowing when it can shadow nothing. */
export function withoutIdleThemeShadowing<T>(plugins: T[] | undefined): T[] | undefined {
  const isShadowing = (p: T): p is T & ThemeShadowingResolver =>
    (p as { constructor?: { name?: string } } | null)?.constructor?.name === THEME_SHADOWING_RESOLVER;
  return plugins?.filter((p) => !(isShadowing(p) && !canShadow(p)));
}
