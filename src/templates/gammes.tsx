import type { PageProps } from 'gatsby';
import type { GammesContext } from '../build/contexts';
import { CardGrid } from '../features/content/components/card-grid';
import { GammeCard } from '../features/content/components/gamme-card';
import { Seo } from '../components/seo/seo';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';

/** /nos-gammes: every product range. */
export default function GammesTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { gammes } = unpackContext<GammesContext>(pageContext);
  return (
    <div className="container">
      <Seo
        title="Nos gammes"
        description="Armatures certifiées, treillis soudés, barres, couverture et bardage Metaliso : toutes les gammes Trefima."
        path={paths.gammes}
      />
      <h1>Nos gammes</h1>
      <CardGrid label="Nos gammes">
        {gammes.map((g) => (
          <GammeCard key={g.id} gamme={g} headingLevel={2} />
        ))}
      </CardGrid>
    </div>
  );
}
