import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * TypeScript types every `*.css` import alike, so a stylesheet that moved
 * away breaks only the Gatsby build (the territory dialog's once did): every
 * stylesheet a source file imports must exist where it says.
 */
const src = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'compiled' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

it('every stylesheet imported by the site’s code exists', () => {
  const missing: string[] = [];
  for (const file of [...sources(src), join(src, '..', 'gatsby-browser.tsx')]) {
    for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+\.css)'|import '(\.{1,2}\/[^']+\.css)'/g)) {
      const spec = m[1] ?? m[2];
      if (!existsSync(resolve(dirname(file), spec))) missing.push(`${file.slice(src.length)} → ${spec}`);
    }
  }
  expect(missing).toEqual([]);
});

it('every stylesheet a stylesheet composes from exists (a moved module’s « composes: … from » once broke the build alone)', () => {
  const sheets = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sheets(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
    );
  const missing: string[] = [];
  for (const file of sheets(src)) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/composes:[^;]*?from\s+'([^']+)'/g)) {
      if (!existsSync(resolve(dirname(file), spec))) missing.push(`${file.slice(src.length)} → ${spec}`);
    }
  }
  expect(missing).toEqual([]);
});
