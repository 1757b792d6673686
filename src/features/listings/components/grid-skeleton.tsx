import * as styles from './grid-skeleton.module.css';

/** Placeholders of the cards' size while a listing page loads: nothing moves when it arrives. */
export function GridSkeleton({ count }: { count: number }) {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.card} />
      ))}
    </ul>
  );
}
