import { useId } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { passwordRequirements, passwordStrength, strengthLabels } from '@trefima/domain/forms/rules';
import * as styles from './password-strength.module.css';

/**
 * The 5-level strength meter of a password: the level in words, a bar whose
 * width follows it (decoration only), and the requirements, each marked met
 * or not in text as well as by its mark. The summary is announced politely as
 * it changes; the list is read on demand (the field points to it).
 */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const ownId = useId();
  const listId = id ?? `${ownId}-requirements`;
  const level = passwordStrength(password);
  const max = passwordRequirements.length;
  const label = strengthLabels[level];
  return (
    <div className={styles.meter} data-level={level}>
      <p className={styles.summary} aria-live="polite">
        {t('account.passwordStrength.summary')} <strong>{password ? label : t('account.passwordStrength.empty')}</strong>
        <span className="visually-hidden">{password ? ` ${t('account.passwordStrength.level', { level, max })}` : ''}</span>
      </p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ width: `${(level / max) * 100}%` }} />
      </div>
      <ul id={listId} className={styles.requirements} aria-label={t('account.passwordStrength.list')}>
        {passwordRequirements.map((r) => {
          const met = r.test(password);
          return (
            <li key={r.key} className={met ? styles.met : styles.unmet}>
              <span aria-hidden="true" className={styles.mark}>
                {met ? '✓' : '✗'}
              </span>
              {r.label}
              <span className="visually-hidden">{` ${met ? t('account.passwordStrength.met') : t('account.passwordStrength.unmet')}`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
