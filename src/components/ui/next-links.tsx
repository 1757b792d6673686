import { Link } from 'gatsby';

export interface NextLink {
  to: string;
  label: string;
  /** its look: the main way on, then the others */
  className: string;
}

/** Where to go once a thing is done (an order placed, a quotation asked): links drawn as buttons, side by side. */
export function NextLinks({ className, links }: { className: string; links: readonly NextLink[] }) {
  return (
    <p className={className}>
      {links.map((l) => (
        <Link key={l.to} to={l.to} className={l.className}>
          {l.label}
        </Link>
      ))}
    </p>
  );
}
