import { atom } from 'jotai';

/** Live prices HT of the products on the page, for the visitor's territory, by product id. */
export const livePricesAtom = atom<Record<number, number>>({});

/** A customer's net prices HT (his discount applied) and the rate, by product id: only for a customer who has a discount. */
export const netPricesAtom = atom<Record<number, { ht: number; rate: number }>>({});

/** The inline script the layout puts before the content: hides static prices of another territory until the live ones arrive. */
export const planPendingScript = (defaultPlanId: number) =>
  `try{var p=JSON.parse(localStorage.getItem('trefima.plan'));if(p&&p!==${defaultPlanId})document.documentElement.classList.add('plan-pending')}catch(e){}`;
