import type { ReactNode } from 'react';

export function CardGrid({ children, label }: { children: ReactNode[]; label?: string }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {children.map((c, i) => (
        <li key={i}>{c}</li>
      ))}
    </ul>
  );
}
