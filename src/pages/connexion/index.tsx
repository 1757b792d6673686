import LoginPage from './[...]';

/** /connexion itself: a built page, served by any static host (the splat page covers /connexion/<target>). */
export default LoginPage;
