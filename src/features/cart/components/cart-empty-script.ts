/**
 * Run before the first paint of /panier (see Seo's inlineScript): without a
 * valid cart token and without a session, the cart is empty for sure, so the
 * built page shows the empty cart at once instead of the loading status that
 * the script cannot rule out otherwise. Same conditions as loadCart. In a
 * module of its own, so that the page holds it in its first load while the
 * cart view loads after.
 */
export const CART_EMPTY_SCRIPT =
  "try{var c=JSON.parse(localStorage.getItem('trefima.cart'));if(!(c&&Date.parse(c.validUntil)>Date.now())&&!/(^|;\\s*)jwt_token=/.test(document.cookie))document.documentElement.classList.add('cart-known-empty')}catch(e){}";
