import { CartView } from '../../features/cart';
import { SaveCartAsList } from '../../features/saved-lists';

/**
 * The content of /panier: the cart, offering to keep it as a saved list.
 * Brought together here because the saved lists use the cart (a list goes
 * into it): the cart cannot import them back.
 */
export function CartWithLists() {
  return <CartView keepAsList={<SaveCartAsList />} />;
}
