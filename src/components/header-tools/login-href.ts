import { paths } from '../../lib/routes';
import { redirectParam, safeRedirect } from '../../lib/safe-redirect';

/** Pages of the sign-in journey: after logging in, the visitor goes where they were taking him, not back to them. */
const SIGN_IN_PAGES = /^\/(connexion|inscription|demande-compte-pro|renouveller-mot-de-passe|nouveau-mot-de-passe|confirmation)(\/|$)/;

/**
 * The header's "Connexion" link from the page shown: /connexion/<that page,
 * encoded>, which the login page reads back through safeRedirect. On a page
 * of the sign-in journey, the target it already carries (if any) is kept. A
 * path safeRedirect would refuse (`//host`, control characters…) gives the
 * plain login page: the link never names another site.
 */
export function loginHref(pathname: string, search = ''): string {
  const raw = SIGN_IN_PAGES.test(pathname) ? redirectParam(pathname, search) : encodeURIComponent(pathname + search);
  const target = safeRedirect(raw, '');
  return target ? `${paths.login}/${encodeURIComponent(target)}` : paths.login;
}
