import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { lazyFace } from '../../test-support/feature-face-transform.cjs';
import { featureFacesRule } from './feature-faces';

const root = join(__dirname, '..', '..', '..');
const features = join(root, 'src', 'features');

describe('the features’ index files in the bundles', () => {
  it('tells webpack that a feature’s index.ts has no side effect, and no other file', () => {
    const rule = featureFacesRule(root);
    const test = rule.test as (path: string) => boolean;
    expect(rule.sideEffects).toBe(false);
    expect(test(join(features, 'cart', 'index.ts'))).toBe(true);
    expect(test(join(features, 'cart', 'api', 'actions.ts'))).toBe(false);
    expect(test(join(features, 'cart', 'components', 'index.ts'))).toBe(false);
    expect(test(join(root, 'src', 'components', 'cart', 'index.ts'))).toBe(false);
  });

  it('finds only re-exports in every feature’s index.ts, which is what that promise rests on', () => {
    // a feature the rest of the site only loads on demand (the craftsmen's search) has none
    const faces = readdirSync(features)
      .map((feature) => join(features, feature, 'index.ts'))
      .filter(existsSync);
    const other = faces.flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      return source.statements.filter((s) => !(ts.isExportDeclaration(s) && s.moduleSpecifier)).map((s) => `${file}: ${s.getText(source)}`);
    });
    expect(faces.length).toBeGreaterThan(15);
    expect(other).toEqual([]);
  });

  it('loads in the tests, as the bundles do, the file of an index’s name only when the name is read', () => {
    const code: string = lazyFace("export { a, b as c } from './one';\nexport type { T } from './two';\nexport { default as D } from './three';\n", 'index.ts');
    const modules: Record<string, Record<string, number>> = { './one': { a: 1, b: 2 }, './three': { default: 3 } };
    const loaded: string[] = [];
    const exported: Record<string, unknown> = {};
    new Function('exports', 'require', code)(exported, (path: string) => (loaded.push(path), modules[path]));
    expect(loaded).toEqual([]);
    expect(exported.c).toBe(2);
    expect(loaded).toEqual(['./one']);
    expect(exported.D).toBe(3);
    expect(Object.keys(exported)).toEqual(['a', 'c', 'D']);
    expect(() => lazyFace('export const x = 1;\n', 'index.ts')).toThrow(/ne fait que réexporter/);
  });
});
