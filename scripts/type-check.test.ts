import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TYPE_CHECKS, typeCheck } from './type-check.mjs';

/**
 * The type check `npm test` runs (scripts/type-check.mjs), on a project of one file that extends
 * each of the repository's own settings, so that what is shown failing is the step and the settings
 * the runner uses; and a check that those projects, together, hold every file they should.
 */

const root = join(__dirname, '..');
// each check starts tsc, which takes seconds on a machine busy with other suites
const TSC_TIMEOUT_MS = 120_000;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'trefima-type-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A project of the files given, with the settings of one of the repository's tsconfigs. */
function projectOf(base: string, files: Record<string, string>): string {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  // no ambient types: the fixture needs none, and node_modules/@types is not found from the temp dir
  const config = { extends: join(root, base), compilerOptions: { types: [] }, include: Object.keys(files) };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
  return join(dir, 'tsconfig.json');
}

describe('the type check of npm test (scripts/type-check.mjs)', () => {
  it(
    'fails on a type error in TypeScript under tsconfig.json, naming the file and the error, and passes once it is fixed',
    async () => {
      const failing = await typeCheck(root, projectOf('tsconfig.json', { 'price.ts': "export const cents: number = 'douze';\n" }));
      expect(failing.ok).toBe(false);
      expect(failing.output).toMatch(/price\.ts\(1,14\): error TS2322: Type 'string' is not assignable to type 'number'/);

      expect(await typeCheck(root, projectOf('tsconfig.json', { 'price.ts': 'export const cents: number = 1200;\n' }))).toEqual({
        ok: true,
        output: '',
        code: 0,
      });
    },
    TSC_TIMEOUT_MS,
  );

  it(
    'fails on a JSDoc type error and an untyped parameter in a .mjs file under tsconfig.js.json, and passes once they are typed',
    async () => {
      const untyped = "/** @type {number} */\nexport const cents = 'douze';\nexport const twice = (n) => n * 2;\n";
      const failing = await typeCheck(root, projectOf('tsconfig.js.json', { 'price.mjs': untyped }));
      expect(failing.ok).toBe(false);
      expect(failing.output).toMatch(/price\.mjs\(2,14\): error TS2322/);
      expect(failing.output).toMatch(/price\.mjs\(3,23\): error TS7006: Parameter 'n' implicitly has an 'any' type/);

      const typed = '/** @type {number} */\nexport const cents = 1200;\nexport const twice = (/** @type {number} */ n) => n * 2;\n';
      expect(await typeCheck(root, projectOf('tsconfig.js.json', { 'price.mjs': typed }))).toEqual({ ok: true, output: '', code: 0 });
    },
    TSC_TIMEOUT_MS,
  );

  it(
    'fails when a project cannot be read, rather than checking nothing',
    async () => {
      const missing = await typeCheck(root, join(dir, 'absent.json'));
      expect(missing.ok).toBe(false);
      expect(missing.output).toMatch(/TS5058|TS5083|absent\.json/);
    },
    TSC_TIMEOUT_MS,
  );

  it(
    'checks every TypeScript and JavaScript file of the repository',
    () => {
      const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
      const checked = new Set(
        TYPE_CHECKS.flatMap(({ project }) => {
          const shown = spawnSync(process.execPath, [tsc, '--showConfig', '-p', join(root, project)], { cwd: root, encoding: 'utf8' });
          expect(shown.status).toBe(0);
          const { compilerOptions, files } = JSON.parse(shown.stdout) as { compilerOptions: { checkJs?: boolean }; files: string[] };
          // tsconfig.json reads the JavaScript it includes (allowJs) but checks it only with checkJs
          const isChecked = (file: string) => compilerOptions.checkJs === true || /\.(ts|tsx|mts|cts)$/.test(file);
          return files.filter(isChecked).map((file) => file.replace(/^\.\//, ''));
        }),
      );
      const tracked = spawnSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).stdout.split('\n');
      const shouldBe = tracked.filter((file) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(file));
      expect(shouldBe.length).toBeGreaterThan(1000);
      expect(shouldBe.filter((file) => !checked.has(file))).toEqual([]);
    },
    TSC_TIMEOUT_MS,
  );
});
