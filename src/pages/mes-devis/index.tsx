import QuotationsPage from './[...]';

/** /mes-devis itself: a built page (the splat page covers /mes-devis/<id>). */
export default QuotationsPage;
