import { atom } from 'jotai';

/** Live prices HT of the products on the page, for the visitor's territory, by product id. */
export const livePricesAtom = atom<Record<number, number>>({});

/** The inline script the layout puts before the content: hides static prices of another territory until the live ones arrive. */
export const planPendingScript = (defaultPlanId: number) =>
  `try{var p=JSON.parse(localStorage.getItem('trefima.plan'));if(p&&p!==${defaultPlanId})document.documentElement.classList.add('plan-pending')}catch(e){}`;
