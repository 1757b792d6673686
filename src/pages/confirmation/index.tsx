import ConfirmationPage from './[...]';

/** /confirmation itself: a built page (the splat page covers /confirmation/<form>). */
export default ConfirmationPage;
