import { lintAs as lint } from './eslint-as';

/** The text rules of eslint.text.mjs, run through ESLint itself on code given as if it were a file of the site. */

const rules = (filePath: string, code: string) => lint(filePath, code).map((m) => m.ruleId);
const head = "import { t } from '@trefima/domain/i18n/t';\n";

describe('one path for text (eslint.text.mjs)', () => {
  it('refuses letters written in JSX, with a French message saying where they go', () => {
    const messages = lint('src/features/cart/components/new-widget.tsx', 'export const W = () => <p>Votre panier est vide.</p>;\n');
    expect(messages.map((m) => m.ruleId)).toEqual(['text/no-literal']);
    expect(messages[0].message).toMatch(/domain\/i18n\/fr\/.*t\(\).*Votre panier est vide/);
  });

  it('refuses a shown or spoken attribute written in full, and leaves the others', () => {
    expect(rules('src/templates/x.tsx', 'export const W = () => <nav aria-label="Pagination" />;\n')).toEqual(['text/no-literal']);
    expect(rules('src/templates/x.tsx', 'export const W = () => <Field label="Nom" submitLabel="Envoyer" />;\n')).toEqual([
      'text/no-literal',
      'text/no-literal',
    ]);
    expect(rules('src/templates/x.tsx', 'export const W = () => <input type="email" autoComplete="email" className="a" id="b" name="c" />;\n')).toEqual([]);
    expect(rules('src/templates/x.tsx', 'export const W = () => <img alt="" src="/a.png" />;\n')).toEqual([]);
  });

  it('accepts a text through t(), and punctuation or figures without letters', () => {
    expect(
      rules(
        'src/features/cart/components/x.tsx',
        `${head}export const W = ({ n }: { n: number }) => <p title={t('cart.title')}>{t('cart.empty')} ({n}) –</p>;\n`,
      ),
    ).toEqual([]);
  });

  it('wants the id of t() and tn() as a string literal, which the build replaces with the text', () => {
    expect(rules('src/features/cart/x.ts', `${head}export const f = (id: string) => t(id);\n`)).toEqual(['text/literal-id']);
    expect(rules('src/features/cart/x.ts', `${head}export const f = (k: string) => t(\`cart.\${k}\`);\n`)).toEqual(['text/literal-id']);
  });

  it('leaves the tests alone: they assert the French text', () => {
    expect(rules('src/features/cart/components/x.test.tsx', 'export const W = () => <p>Votre panier est vide.</p>;\n')).toEqual([]);
  });
});
