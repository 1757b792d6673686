// What the rest of the site uses of the feature "statement": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { useCompanyCredit } from './api';
export { statementNavLinks } from './nav-links';
export { Statement } from './components/statement';
