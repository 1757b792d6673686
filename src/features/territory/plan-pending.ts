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
