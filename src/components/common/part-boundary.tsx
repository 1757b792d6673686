import { Component, createRef, Suspense, useEffect, type ReactNode } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { retryFailedParts } from '../../lib/lazy-part';
import * as styles from './part-boundary.module.css';

export interface PartBoundaryProps {
  /** the part: a lazyPart (lib/lazy-part.ts), whose code may not come */
  children: ReactNode;
  /** shown while its code comes */
  fallback?: ReactNode;
  /** a part the buyer does not see (a session's check, prices already in the page): its failure shows nothing */
  silent?: boolean;
  /** a part opened over the page (a dialog), whose place may be out of sight: its failure is the opener's to say */
  onFailed?: () => void;
}

interface PartState {
  failed?: boolean;
  /** anything else the part threw: not this boundary's to say, thrown on to the page's */
  other?: unknown;
}

/** Rendered once the part is in the page. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Where a part whose code comes on first use shows. On a building site's network that code may not come: webpack
 * says « Loading chunk … failed », which without a boundary would empty the whole page. The part says instead, in
 * its own place, that it could not come, and « Réessayer » asks again; what the buyer typed elsewhere stays, the
 * page is not reloaded under his fingers (a chunk gone with a new deployment: the message says to reload). Every
 * page carries it, hence its own few lines rather than ErrorRetry and its focus helpers.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartState> {
  state: PartState = {};
  private button = createRef<HTMLButtonElement>();
  /** « Réessayer » pressed from the keyboard: what its box followed, to focus what comes in its place */
  private place: { parent: Element; before: Element | null } | null = null;

  static getDerivedStateFromError(error: unknown): PartState {
    return isChunkLoadError(error) ? { failed: true } : { other: error };
  }

  componentDidCatch() {
    if (this.state.failed) this.props.onFailed?.();
    // pressed again and failed again: the focus stays on the button
    if (this.place) this.button.current?.focus();
    this.place = null;
  }

  private committed = () => {
    const place = this.place;
    this.place = null;
    const next = place && document.activeElement === document.body && (place.before ? place.before.nextElementSibling : place.parent.firstElementChild);
    if (!(next instanceof HTMLElement)) return;
    if (next.tabIndex < 0 && !next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
    next.focus();
  };

  private retry = () => {
    const box = this.button.current?.parentElement;
    this.place =
      box?.parentElement && document.activeElement === this.button.current ? { parent: box.parentElement, before: box.previousElementSibling } : null;
    retryFailedParts();
    this.setState({ failed: false });
  };

  render() {
    const { failed, other } = this.state;
    if (other !== undefined) throw other;
    if (!failed) {
      return (
        <Suspense fallback={this.props.fallback ?? null}>
          {this.props.children}
          <Committed onCommit={this.committed} />
        </Suspense>
      );
    }
    return this.props.silent || this.props.onFailed ? null : (
      <p role="alert" className={styles.failed}>
        {t('error.partNotLoaded')}{' '}
        <button ref={this.button} type="button" className={styles.retry} onClick={this.retry}>
          {t('error.retry')}
        </button>
      </p>
    );
  }
}
