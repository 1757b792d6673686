import { join } from 'node:path';
import { fr } from '@trefima/domain/i18n/fr';
import { t, tn } from '@trefima/domain/i18n/t';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inlineMessages } = require('./messages-loader.cjs') as {
  inlineMessages: (
    source: string,
    file: string,
    options: { messages: Record<string, string>; tModule: string; tPackage: string; catalogueModule: string },
  ) => string;
};

const root = join(__dirname, '..', '..', '..');
const i18n = join(root, 'domain', 'i18n');
const options = {
  messages: { 'a.title': 'Mon « panier »', 'a.hello': 'Bonjour {name}', 'a.count.one': '{count} produit', 'a.count.other': '{count} produits' },
  tModule: join(i18n, 't'),
  tPackage: '@trefima/domain/i18n/t',
  catalogueModule: join(i18n, 'catalogue'),
};
const component = join(root, 'src', 'features', 'cart', 'components', 'x.tsx');
const inline = (source: string, file = component) => inlineMessages(source, file, options);

describe('the build writes each message into the code that shows it (messages-loader.cjs)', () => {
  it('replaces the id of t() and tn() with the message, as the lookup would give it', () => {
    const source = [
      "import { t, tn } from '@trefima/domain/i18n/t';",
      "const a = <h1 title={t('a.title')}>{t( 'a.hello', { name })}</h1>;",
      'const b = tn("a.count", n);',
      "const c = format('a.title'); // not t: left alone",
    ].join('\n');
    const out = inline(source);
    expect(out).toContain('title={t("Mon « panier »")}');
    expect(out).toContain('{t("Bonjour {name}", { name })}');
    expect(out).toContain('tn(["{count} produit", "{count} produits"], n)');
    expect(out).toContain("format('a.title')");
    // what the inlined calls give is what the catalogue's lookup gives
    expect(t('Bonjour {name}', { name: 'Léa' })).toBe('Bonjour Léa');
    expect(tn(['{count} produit', '{count} produits'], 3)).toBe('3 produits');
  });

  it('fails the build on an unknown id, naming the file and the line', () => {
    expect(() => inline("import { t } from '@trefima/domain/i18n/t';\n\nt('a.nope');")).toThrow(/x\.tsx:3 : message inconnu « a\.nope »/);
    expect(() => inline("import { tn } from '@trefima/domain/i18n/t';\ntn('a.title', 2);")).toThrow(/a\.title\.one/);
  });

  it('fails the build on an id that is not a string literal', () => {
    expect(() => inline("import { t } from '@trefima/domain/i18n/t';\nt(`a.${kind}`);")).toThrow(
      /x\.tsx:2 : t\(\) prend l’identifiant de son message en littéral/,
    );
    expect(() => inline("import { t } from '@trefima/domain/i18n/t';\nt(id);")).toThrow(/littéral/);
    expect(() => inline("import { t as say } from '@trefima/domain/i18n/t';\nsay('a.title');")).toThrow(/sous son nom/);
  });

  it('leaves alone a module that does not import the lookup (another t, a method named t)', () => {
    const source = "import { t } from './somewhere-else';\nt(anything); i18n.t('x');";
    expect(inline(source)).toBe(source);
    // the site's t is domain/'s, by its package name; a path into domain/i18n from a rule of domain/
    expect(inline("import { t } from '@trefima/domain/i18n/other';\nt(x);")).toBe("import { t } from '@trefima/domain/i18n/other';\nt(x);");
    expect(inline("import { t } from '../i18n/t';\nt('a.title');", join(root, 'domain', 'orders', 'x.ts'))).toBe(
      'import { t } from \'../i18n/t\';\nt("Mon « panier »");',
    );
    expect(inline("import { t } from './t';\nt('a.title');", join(i18n, 'other.ts'))).toBe('import { t } from \'./t\';\nt("Mon « panier »");');
  });

  it('empties the catalogue module, so that no page ships it', () => {
    expect(inline("import { fr } from './fr';\nexport const catalogue = fr;", join(i18n, 'catalogue.ts'))).toBe(
      'export const catalogue: Record<string, string> = {};\n',
    );
  });

  it('knows every message of the catalogue (the real options)', () => {
    const id = Object.keys(fr).find((k) => !k.includes('.one') && !k.includes('.other'))!;
    expect(inlineMessages(`import { t } from './t';\nt('${id}');`, join(i18n, 'x.ts'), { ...options, messages: fr })).toBe(
      `import { t } from './t';\nt(${JSON.stringify(fr[id])});`,
    );
  });
});
