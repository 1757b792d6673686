import { Link } from 'gatsby';
import { useAtomValue } from 'jotai';
import { tokenAtom } from '../../state/session';
import * as styles from './header-tools.module.css';

/** "Connexion" for a visitor, "Mon compte" once logged in (the token cookie is there). */
export function AccountLink() {
  const token = useAtomValue(tokenAtom);
  return (
    <Link to={token ? '/mon-compte' : '/connexion'} className={`${styles.tool} ${styles.account}`}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
      </svg>
      <span className={styles.total}>{token ? 'Mon compte' : 'Connexion'}</span>
    </Link>
  );
}
