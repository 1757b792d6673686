import { lintAs as lint } from './eslint-as';

/**
 * The layer rule of eslint.layers.mjs, run through ESLint itself on code
 * given as if it were a file of the site.
 */

// the rule of this file alone: a feature's state is also behind its fence (lint-fences.test.ts)
const restricted = (file: string, code: string) => lint(file, code).filter((m) => m.ruleId === 'no-restricted-imports');

const importsClient = "import { shopClient } from '../../shop-client/browser';\nexport const x = shopClient;\n";

describe('the layers of the site (eslint.layers.mjs)', () => {
  it('refuses a component that imports the shop client, with a French message saying where to go', () => {
    const messages = lint('src/components/cart/new-widget.tsx', importsClient);
    expect(messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    expect(messages[0].message).toMatch(/src\/features\/<fonctionnalité>\/api\.ts/);
    expect(lint('src/features/cart/components/cart-line.tsx', importsClient.replace('../../', '../../../'))).toHaveLength(1);
    expect(lint('src/templates/new-template.tsx', importsClient)).toHaveLength(1);
  });

  it('keeps a feature’s atoms to itself: others use its hooks', () => {
    const readsAtom = "import { salesPlanIdAtom } from '../../features/territory/state';\nexport const a = salesPlanIdAtom;\n";
    expect(restricted('src/components/cart/new-widget.tsx', readsAtom)[0]?.message).toMatch(/useTerritory/);
    expect(restricted('src/hooks/use-new-thing.ts', readsAtom.replace('../../', '../'))).toHaveLength(1);
    expect(restricted('src/features/prices/components/live-prices.tsx', readsAtom)).toHaveLength(1);
    expect(restricted('src/features/territory/use-territory.ts', "import { salesPlanIdAtom } from './state';\nexport const a = salesPlanIdAtom;\n")).toEqual(
      [],
    );
    // from one feature to another inside features/, and a feature's own state from its components
    const readsCart = (from: string) => `import { storedCartAtom } from '${from}';\nexport const a = storedCartAtom;\n`;
    expect(restricted('src/features/configurator/components/bill-actions.tsx', readsCart('../../cart/state'))).toHaveLength(1);
    expect(restricted('src/features/prices/api.ts', readsCart('../cart/state'))).toHaveLength(1);
    expect(restricted('src/features/cart/components/cart-view.tsx', readsCart('../state'))).toEqual([]);
    expect(restricted('src/components/app/toast.tsx', "import { toastAtom } from '../../state/ui';\nexport const a = toastAtom;\n")).toEqual([]);
  });

  it('lets a feature’s api.ts and the hooks call the client', () => {
    expect(lint('src/features/cart/api.ts', importsClient)).toEqual([]);
    expect(lint('src/hooks/use-new-thing.ts', importsClient)).toEqual([]);
  });
});
