import { lintAs as lint } from './eslint-as';

/**
 * The features' fence of eslint.layers.mjs (issue 44), run through ESLint
 * itself on code given as if it were a file of the project: from outside a
 * feature, only its index.ts is imported.
 */

const uses = (from: string) => `import { useStoredCart } from '${from}';\nexport const a = useStoredCart;\n`;
const rules = (messages: { ruleId: string | null }[]) => messages.map((m) => m.ruleId);

describe('the features’ fence (eslint.layers.mjs)', () => {
  it('refuses a file outside a feature that imports one of its files, naming the index to import instead', () => {
    const messages = lint('src/components/header-tools/new-widget.tsx', uses('../../features/cart/use-stored-cart'));
    expect(rules(messages)).toEqual(['fences/feature-face']);
    expect(messages[0].message).toMatch(/« \.\.\/\.\.\/features\/cart » \(src\/features\/cart\/index\.ts/);
    expect(rules(lint('src/pages/new-page.tsx', uses('../features/cart/use-stored-cart')))).toEqual(['fences/feature-face']);
    expect(rules(lint('src/hooks/use-new-thing.ts', uses('../features/cart/use-stored-cart')))).toEqual(['fences/feature-face']);
    expect(rules(lint('e2e/support/new-helper.ts', uses('../../src/features/cart/use-stored-cart')))).toEqual(['fences/feature-face']);
  });

  it('refuses another feature’s files from inside features/, its style sheets and its re-exports too, in tests as well', () => {
    expect(rules(lint('src/features/checkout/components/new-step.tsx', uses('../../cart/use-stored-cart')))).toEqual(['fences/feature-face']);
    expect(rules(lint('src/features/saved-lists/api.ts', uses('../cart/use-stored-cart')))).toEqual(['fences/feature-face']);
    expect(rules(lint('src/features/saved-lists/api.test.ts', uses('../cart/use-stored-cart')))).toEqual(['fences/feature-face']);
    const css = "import * as ui from '../../account/components/account-nav.module.css';\nexport const a = ui;\n";
    expect(rules(lint('src/features/craftsmen/components/new-card.tsx', css))).toEqual(['fences/feature-face']);
    expect(rules(lint('src/lib/new-helper.ts', "export { useStoredCart } from '../features/cart/use-stored-cart';\n"))).toEqual(['fences/feature-face']);
  });

  it('lets a file import another feature’s index, and a feature’s files import each other', () => {
    expect(lint('src/components/header-tools/new-widget.tsx', uses('../../features/cart'))).toEqual([]);
    expect(lint('src/pages/new-page.tsx', uses('../features/cart/index'))).toEqual([]);
    expect(lint('src/features/checkout/components/new-step.tsx', uses('../../cart'))).toEqual([]);
    expect(lint('src/features/cart/components/new-line.tsx', uses('../use-stored-cart'))).toEqual([]);
    expect(lint('src/features/cart/api/new-call.ts', uses('../use-stored-cart'))).toEqual([]);
  });

  it('lets a component loaded on demand be named by its own path, so that it stays out of the index’s importers', () => {
    const lazyView =
      "import { lazy } from 'react';\nexport const View = lazy(() => import('../features/cart/components/cart-view').then((m) => ({ default: m.CartView })));\n";
    expect(lint('src/pages/new-page.tsx', lazyView)).toEqual([]);
  });
});
