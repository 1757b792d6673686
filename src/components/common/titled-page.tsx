import type { ReactNode } from 'react';
import { Seo } from '../seo/seo';

/** A page of the site's own (the ranges, the catalogue, the information pages, the sitemap): its head, its title, its content. */
export function TitledPage({ title, description, path, children }: { title: string; description: string; path: string; children: ReactNode }) {
  return (
    <div className="container">
      <Seo title={title} description={description} path={path} />
      <h1>{title}</h1>
      {children}
    </div>
  );
}
