import { account } from './account';
import { checkout } from './checkout';
import { common } from './common';
import { layout } from './layout';
import { pages } from './pages';

/** Every French message: the reference, and the fallback of every other language. */
export const fr: Record<string, string> = { ...common, ...layout, ...pages, ...account, ...checkout };
