/**
 * Which libraries a page's first-load JavaScript carries, found by strings
 * that survive minification. Each signature is checked to be present in some
 * chunk of the build (the form pages), so that a renamed string cannot make
 * the check pass by finding nothing anywhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SIGNATURES = {
  'react-hook-form': [/\bonTouched\b/, /\bfocusout\b/],
  zod: [/\$ZodType/],
  'react-intl': [/\bIntlProvider\b|\bFormattedMessage\b|\[@formatjs\/intl\]|MISSING_TRANSLATION/],
};

/** @type {(text: string, patterns: RegExp[]) => boolean} */
const has = (text, patterns) => patterns.every((p) => p.test(text));

/**
 * For each library: whether any of `files` (paths under publicDir) carries it, and whether the build carries it at all.
 * @param {string} publicDir
 * @param {string[]} files
 * @returns {Record<keyof typeof SIGNATURES, { onPage: boolean, inBuild: boolean }>}
 */
export function librariesIn(publicDir, files) {
  /** @type {(f: string) => string} */
  const read = (f) => readFileSync(join(publicDir, f.replace(/^\//, '').split('?')[0]), 'utf8');
  const pageText = files.map(read);
  const allText = readdirSync(publicDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => read(f));
  return /** @type {Record<keyof typeof SIGNATURES, { onPage: boolean, inBuild: boolean }>} */ (
    Object.fromEntries(
      Object.entries(SIGNATURES).map(([lib, patterns]) => [
        lib,
        { onPage: pageText.some((t) => has(t, patterns)), inBuild: allText.some((t) => has(t, patterns)) },
      ]),
    )
  );
}

/**
 * Total JavaScript the build ships (all chunks), gzip-free bytes: grows only with code, never with data.
 * @param {string} publicDir
 */
export function shippedJs(publicDir) {
  const files = readdirSync(publicDir).filter((f) => f.endsWith('.js'));
  return { files: files.length, bytes: files.reduce((s, f) => s + readFileSync(join(publicDir, f)).length, 0) };
}
