import { siteConfig } from '../../shop-client/site-config';

/**
 * The built HTML shows the default territory's prices. A visitor who chose
 * another one must not see them, even for an instant: this inline script,
 * which the layout puts before the content, marks the document so that CSS
 * hides the static prices until the live ones of his territory arrive.
 */
export const planPendingScript = (defaultPlanId: number) =>
  `try{var p=JSON.parse(localStorage.getItem('trefima.plan'));if(p&&p!==${defaultPlanId})document.documentElement.classList.add('plan-pending')}catch(e){}`;

/** The prices on screen are the visitor's territory's (or their request failed and says so): the static ones may show. */
export const pricesSettled = () => document.documentElement.classList.remove('plan-pending');

/**
 * The visitor's territory is now `planId` and its prices are on their way: the built ones (the default territory's)
 * hide until they come, or their call fails (pricesSettled); in the default territory they are its own and may show.
 */
export const pricesPending = (planId: number) => document.documentElement.classList[planId === siteConfig.defaultPlanId ? 'remove' : 'add']('plan-pending');
