import OrdersPage from './[...]';

/** /mes-commandes itself: a built page (the splat page covers /mes-commandes/<id>). */
export default OrdersPage;
