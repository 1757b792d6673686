import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Display code must not pull in zod's classic API (the form schemas of
 * domain/forms/rules.ts): a page that shows an address or an order would load a
 * form library's worth of JavaScript for nothing. Walks the relative imports
 * of a module and those of domain/ (@trefima/domain/…, the workspace webpack
 * follows to its real path), as webpack would bundle them: from a feature's
 * index.ts, only the files of the names imported (webpack's rule feature-faces.ts).
 */
const DOMAIN = '@trefima/domain/';
const ROOT = resolve(__dirname, '..', '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const FACE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/** The names of a clause (« X, { a, type B, c as d } », types left out): the module's (c) or, for a re-export, the new ones (d). */
const namesOf = (clause: string, reexport = false) =>
  clause
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [own, renamed] = part.split(/\s+as\s+/);
      return reexport ? (renamed ?? own) : own;
    });

function closure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, type, clause, spec] of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:([^'"]*?)\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      if (type) continue; // erased at compile time
      const inDomain = spec.startsWith(DOMAIN);
      if (!spec.startsWith('.') && !inDomain) {
        packages.add(spec);
        continue;
      }
      const base = inDomain ? join(ROOT, 'domain', spec.slice(DOMAIN.length)) : resolve(dirname(file), spec);
      const found = [base, ...EXTENSIONS.map((e) => base + e)].find((p) => existsSync(p) && !p.endsWith('.css') && /\.tsx?$/.test(p));
      if (found && FACE.test(found)) throughFace(found, namesOf(clause ?? ''));
      else if (found) visit(found);
    }
  };
  // a feature's index.ts re-exports: the files of the names imported are bundled, no other
  const throughFace = (face: string, names: string[]) => {
    for (const [, exported, spec] of readFileSync(face, 'utf8').matchAll(/^export\s+\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/gm)) {
      if (namesOf(exported, true).some((n) => names.includes(n)))
        visit([resolve(dirname(face), spec) + '.ts', resolve(dirname(face), spec) + '.tsx'].find(existsSync)!);
    }
  };
  visit(join(ROOT, entry));
  return { files, packages };
}

test.each([
  'src/features/checkout/components/address-lines.tsx',
  'src/features/account/components/address-card.tsx',
  'src/features/documents/components/order-detail.tsx',
  'src/pages/confirmation-commande.tsx',
])('%s does not load the form schemas (zod’s classic API)', (entry) => {
  const { files, packages } = closure(entry);
  expect([...packages].filter((p) => p === 'zod')).toEqual([]);
  expect([...files].map((f) => f.slice(ROOT.length + 1)).filter((f) => f === 'domain/forms/rules.ts')).toEqual([]);
});
