import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as styles from './action-row.module.css';

/**
 * The buttons of a form, a card or a question, side by side and wrapping.
 * A paragraph (`as="p"`) where the row stands alone in the text.
 */
export function ActionRow({ as: Tag = 'div', children }: { as?: 'div' | 'p'; children: ReactNode }) {
  return <Tag className={styles.row}>{children}</Tag>;
}

export interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** the main action, the others (the default), or what cannot be undone */
  look?: 'main' | 'secondary' | 'danger';
}

/**
 * A button of a row (type="button" unless told): its look, a feature's touch
 * beside it (className), and whatever a button takes (an aria-label naming its card, a ref for the focus).
 */
export const ActionButton = forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton(
  { look = 'secondary', type = 'button', className, ...rest },
  ref,
) {
  const own = look === 'main' ? styles.button : look === 'danger' ? styles.danger : styles.secondary;
  return <button ref={ref} type={type} className={className ? `${own} ${className}` : own} {...rest} />;
});
