import { join, sep } from 'node:path';
import type { WebpackRule } from './webpack-swc';

/**
 * A feature's index.ts, through which the rest of the site imports it
 * (eslint.layers.mjs), only re-exports its files: said to webpack, which
 * then takes from it the modules a page uses and no other. Without this, a
 * page importing one hook of the cart through its index would carry every
 * module the index names, a component other pages load on demand included,
 * in its first load.
 */
export function featureFacesRule(directory: string): WebpackRule & { sideEffects: false } {
  const features = join(directory, 'src', 'features') + sep;
  return { test: (path: string) => path.startsWith(features) && /^[^\\/]+[\\/]index\.ts$/.test(path.slice(features.length)), sideEffects: false };
}
