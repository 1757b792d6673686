import { Link } from 'gatsby';
import { RoofConfigurator } from '../features/configurator/components/roof-configurator';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { Seo } from '../components/seo/seo';
import { paths } from '../lib/routes';
import * as styles from '../features/configurator/components/configurator.module.css';

const TITLE = 'Configurateur de toiture';

/**
 * /configurateur: the buyer describes his roof and gets the bill of
 * materials at his territory's prices, then puts it in the cart or asks for
 * a quotation. Public and indexed: the text around the tool is in the built
 * page; the tool itself loads its data in the browser (src/lib/roof.ts for
 * the arithmetic).
 */
export default function ConfiguratorPage() {
  return (
    <>
      <Seo
        title="Configurateur de toiture : plaques, faîtières et visserie"
        description="Calculez en ligne votre couverture en bac acier, tôle ondulée ou tuile acier Metaliso : plaques coupées à longueur, faîtières, closoirs, rives et vis pour un toit à un, deux ou quatre pans, au prix de votre territoire."
        path={paths.configurator}
      />
      <Breadcrumb crumbs={[{ label: TITLE }]} />
      <div className={`container ${styles.page}`}>
        <h1>{TITLE}</h1>
        <p className={styles.lead}>
          Décrivez votre toiture : le configurateur calcule les plaques Metaliso coupées à la longueur de vos rampants, les faîtières, closoirs, rives et la
          visserie, au prix de votre territoire. Ajoutez le tout au panier en un clic, ou demandez un devis à nos technico-commerciaux.
        </p>
        <RoofConfigurator />

        <section className={styles.assumptions} aria-labelledby="configurateur-hypotheses">
          <h2 id="configurateur-hypotheses">Comment le calcul est fait</h2>
          <ul>
            <li>
              La <strong>longueur</strong> du bâtiment se mesure le long du faîtage et des égouts, la <strong>largeur</strong> d’un égout à l’autre (ou de
              l’égout au mur pour un appentis).
            </li>
            <li>
              Les plaques sont posées dans le sens de la pente et coupées au centimètre : longueur du rampant = projection horizontale × √(1 + pente²), plus le
              <strong> débord</strong> à l’égout.
            </li>
            <li>
              Nombre de plaques par versant = longueur d’égout ÷ <strong>largeur utile</strong> du profil, arrondi au-dessus : le recouvrement latéral des
              plaques est déjà déduit de la largeur utile.
            </li>
            <li>
              Un rampant plus long que la longueur maximale du profil est fait de plusieurs plaques de même longueur qui se <strong>recouvrent</strong>{' '}
              (recouvrement du profil, rappelé sous la liste des matériaux).
            </li>
            <li>
              Toiture à quatre pans : chaque plaque est comptée à la longueur la plus grande de sa rangée, puis coupée en biais le long des arêtiers sur le
              chantier ; les chutes ne sont pas réutilisées. Les arêtiers sont couverts avec les faîtières.
            </li>
            <li>
              Faîtières, closoirs (à chaque égout et des deux côtés du faîtage) et rives de pignon sont comptés à leur longueur utile, recouvrements déduits. Le
              raccord en tête d’un appentis (solin) n’est pas compté.
            </li>
            <li>
              <strong>Vis</strong> : le nombre de vis au m² du profil choisi multiplié par la surface des plaques, arrondi à la boîte.
            </li>
          </ul>
          <p>
            Ces quantités sont une estimation : le plan de fixation anticyclonique et l’entraxe des pannes se valident sur la note de calcul. Nos{' '}
            <Link to={paths.contact}>conseillers</Link> vérifient chaque demande de devis.
          </p>
        </section>
      </div>
    </>
  );
}
