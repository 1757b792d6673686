import { Link } from 'gatsby';
import { Seo } from '../seo/seo';

/** A page that only says something (access refused, an error) and leads back home; not indexed. */
export function MessagePage({ title, text, home }: { title: string; text: string; home: string }) {
  return (
    <div className="container">
      <Seo title={title} noindex />
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to="/">{home}</Link>
      </p>
    </div>
  );
}
