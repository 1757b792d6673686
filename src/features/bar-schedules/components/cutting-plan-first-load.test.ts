import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The editor's page is bound to its first load's budget (bench/lib/report.mjs):
 * the « Plan de coupe » comes with its first opening (cutting-plan-disclosure.tsx's
 * lazy import), so no static import from the editor may reach its panel, its
 * calls or its contract. Walks the static imports as webpack bundles them
 * (a feature's index.ts wholly: more than webpack takes, never less).
 */
const ROOT = resolve(__dirname, '..', '..', '..', '..');
const DOMAIN = '@trefima/domain/';
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function staticClosure(entry: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, type, spec] of readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      if (type || !(spec.startsWith('.') || spec.startsWith(DOMAIN))) continue;
      const base = spec.startsWith(DOMAIN) ? join(ROOT, 'domain', spec.slice(DOMAIN.length)) : resolve(dirname(file), spec);
      const found = EXTENSIONS.map((e) => base + e).find((p) => /\.tsx?$/.test(p) && existsSync(p));
      if (found) visit(found);
    }
  };
  visit(join(ROOT, entry));
  return [...files].map((f) => f.slice(ROOT.length + 1));
}

it('the editor reaches the plan’s disclosure only: not its panel, its calls, its drawings or its contract', () => {
  const files = staticClosure('src/features/bar-schedules/components/schedule-editor.tsx');
  // the messages are not bundled: the build writes each one in place of its t('…')
  const plan = files.filter((f) => /cutting-(plan|pattern)/.test(f) && !f.startsWith('domain/i18n/'));
  expect(plan).toEqual(['src/features/bar-schedules/components/cutting-plan-disclosure.tsx']);
});
