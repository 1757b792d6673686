import { withdrawalForm } from '@trefima/domain/orders/withdrawal';
import type { SeedPage } from '../types';

/**
 * R221-1's model form, the one the order's PDF prints (one source), in the CGV's article 8: the consumer is given it
 * before the contract (L221-5 2°), and the CGV are what the checkout shows him. Addressed to the seller as the CGV name
 * it, without an e-mail: they send it through the contact form. Migration 050 writes the same into a database seeded
 * before.
 */
const WITHDRAWAL_FORM = `<h3>Formulaire type de rétractation</h3>
${withdrawalForm({ name: 'Trefima', address: ['zone industrielle du Lamentin', '97232 Le Lamentin, Martinique'] })
  .map((l) => `<p>${l}</p>`)
  .join('\n')}`;

/**
 * Standard CMS pages and range pages. Bodies are trusted HTML fragments
 * (h2, h3, p, ul, ol, li, strong, em, a, blockquote, table).
 */
export const pages: SeedPage[] = [
  // ---------------------------------------------------------------------------
  // Qui sommes-nous
  // ---------------------------------------------------------------------------
  {
    slug: 'qui-sommes-nous',
    title: 'Qui sommes-nous ?',
    subtype: 'standard',
    summary:
      'Depuis 40 ans, Trefima transforme l’acier au Lamentin pour les chantiers de la Martinique, de la Guadeloupe et de la Guyane : armatures pour béton armé et couvertures métalliques Metaliso.',
    body: `<p><strong>Trefima est le fabricant antillais de l’acier du bâtiment.</strong> Dans notre usine du Lamentin, en Martinique, nous transformons chaque année environ <strong>8 000 tonnes d’acier</strong> en barres façonnées, treillis soudés, armatures certifiées et profils de couverture. Nos 20 collaborateurs mettent au service des chantiers de la Caraïbe et de la Guyane un savoir-faire construit depuis 40 ans.</p>
<h2>Deux métiers, une même exigence</h2>
<p>Notre premier métier est l’<strong>acier pour béton armé</strong> : barres à haute adhérence B500B certifiées NF AFCAB, treillis soudés, armatures standard pour poteaux, poutres, semelles et longrines, et façonnage sur plan d’après vos nomenclatures. Notre second métier est la <strong>couverture et le bardage métalliques</strong>, sous notre propre marque <a href="/metaliso">Metaliso</a> : bacs acier, tôles ondulées, tuiles acier, bardages et tous les accessoires de finition.</p>
<p>Ces deux activités partagent la même contrainte : produire sur place, vite et juste, des éléments qui devront résister au climat tropical, à l’air salin, aux cyclones et aux séismes. C’est ce qui guide le choix de nos aciers, de nos revêtements et de nos méthodes de contrôle.</p>
<h2>Pourquoi produire aux Antilles ?</h2>
<ul>
<li><strong>Des délais courts</strong> : une armature façonnée sur plan ou une couverture profilée à la longueur est fabriquée en quelques jours, sans attendre un conteneur.</li>
<li><strong>Le juste nécessaire</strong> : vos aciers sont coupés et vos bacs profilés à la cote exacte, ce qui réduit les chutes et les déchets sur le chantier.</li>
<li><strong>Un interlocuteur proche</strong> : nos techniciens connaissent les contraintes locales, les entreprises et les bureaux d’études du territoire.</li>
<li><strong>Une traçabilité complète</strong> : chaque botte, chaque panneau et chaque colis est identifié de la coulée jusqu’à la livraison.</li>
</ul>
<h2>Pour les professionnels comme pour les particuliers</h2>
<p>Entreprises générales, artisans maçons, charpentiers-couvreurs, négociants, collectivités et particuliers qui construisent ou rénovent leur maison : chacun trouve chez Trefima les produits, les conseils et les services adaptés à son projet. Découvrez l’<a href="/espace-professionnels">espace professionnels</a> et l’<a href="/espace-particuliers">espace particuliers</a>, ou parcourez <a href="/nos-gammes">nos gammes</a>.</p>
<p>Pour en savoir plus, visitez <a href="/qui-sommes-nous/notre-site-de-production">notre site de production</a>, lisez la <a href="/qui-sommes-nous/presentation-de-la-filiale">présentation de la filiale</a> ou découvrez <a href="/qui-sommes-nous/le-groupe-acoma">le groupe Acoma</a> auquel nous appartenons.</p>`,
    metaTitle: 'Qui sommes-nous ? | Trefima, l’acier du bâtiment antillais',
    metaDescription:
      'Fabricant au Lamentin depuis 40 ans : armatures pour béton armé et couvertures acier Metaliso pour la Martinique, la Guadeloupe et la Guyane.',
  },
  {
    slug: 'qui-sommes-nous/notre-site-de-production',
    title: 'Notre site de production',
    subtype: 'standard',
    parent: 'qui-sommes-nous',
    summary:
      'Au Lamentin, notre usine réunit sur 3 km² les lignes de dressage, de façonnage, de soudage des treillis et de profilage des couvertures Metaliso.',
    body: `<p>Notre usine est implantée au <strong>Lamentin</strong>, au cœur de la zone industrielle de la Martinique, à quelques minutes du port de Fort-de-France et des grands axes routiers. C’est là que nous réceptionnons l’acier en couronnes, en barres et en bobines, et que nous le transformons pour les chantiers des trois territoires.</p>
<h2>Un site de 3 km² organisé par flux</h2>
<p>Le site couvre une surface de 3 km² qui regroupe les zones de stockage matière, les ateliers de transformation, les aires de préparation des commandes et le parc de chargement des camions. L’organisation suit le chemin de l’acier : réception, transformation, contrôle, étiquetage, puis expédition.</p>
<h2>Les ateliers</h2>
<h3>Dressage et coupe</h3>
<p>Les fils HA livrés en couronnes passent sur nos <strong>lignes de dressage</strong>, qui redressent, coupent et comptent les barres du Ø6 au Ø16. Les plus gros diamètres, jusqu’au Ø32, sont coupés sur cisaille à partir de barres de 12 mètres.</p>
<h3>Façonnage</h3>
<p>Nos cintreuses à commande numérique réalisent cadres, étriers, épingles, barres coudées et crosses conformément à la norme NF A 35-027 et aux mandrins de cintrage prescrits par l’Eurocode 2. Chaque commande est programmée d’après la nomenclature du bureau d’études.</p>
<h3>Assemblage des armatures</h3>
<p>Les armatures standard de poteaux, poutres, semelles et longrines sont assemblées par ligature ou par points de soudure sur des gabarits qui garantissent l’écartement des aciers et la régularité des cadres.</p>
<h3>Treillis soudés</h3>
<p>Nos panneaux ST et PAF sont soudés par résistance électrique, à chaque croisement, selon la norme NF A 35-080-2.</p>
<h3>Profilage Metaliso</h3>
<p>Les bobines d’acier prélaqué ou aluzinc sont déroulées sur nos profileuses pour produire, à la longueur demandée, les bacs nervurés, tôles ondulées, tuiles acier et bardages <a href="/metaliso">Metaliso</a>. Une plieuse de grande longueur fabrique faîtières, rives, bavettes et solins assortis.</p>
<h2>Contrôle et traçabilité</h2>
<p>Chaque lot d’acier entrant est accompagné de son certificat de réception et rapproché de sa coulée. En sortie de ligne, les opérateurs vérifient diamètres, longueurs, cotes de façonnage et aspect des revêtements ; des prélèvements réguliers sont envoyés pour essais dans le cadre de notre <a href="/certifications-et-qualite">certification NF AFCAB</a>. Chaque colis porte une étiquette qui permet de retrouver l’origine de la matière.</p>
<h2>Visiter l’usine</h2>
<p>Nous accueillons volontiers les écoles, les centres de formation et les clients professionnels qui souhaitent découvrir nos ateliers. Les visites se font sur rendez-vous, en équipement de protection individuelle fourni : <a href="/contact">contactez-nous</a> pour convenir d’une date.</p>`,
    metaTitle: 'Notre site de production au Lamentin | Trefima',
    metaDescription:
      'Dressage, façonnage, treillis soudés et profilage Metaliso : découvrez l’usine Trefima du Lamentin, en Martinique, et ses contrôles qualité.',
  },
  {
    slug: 'qui-sommes-nous/presentation-de-la-filiale',
    title: 'Présentation de la filiale',
    subtype: 'standard',
    parent: 'qui-sommes-nous',
    summary:
      'Trefima, filiale industrielle du groupe Acoma : 40 ans d’histoire, 20 collaborateurs et 8 000 tonnes d’acier transformées chaque année.',
    body: `<p>Créée au Lamentin il y a <strong>40 ans</strong>, Trefima est née d’une idée simple : fabriquer aux Antilles les armatures dont les chantiers locaux ont besoin, plutôt que de les faire venir d’Europe, façonnées à l’avance et sans possibilité d’ajustement. L’entreprise a commencé par la coupe et le façonnage des barres HA, avant d’ajouter le soudage des treillis, puis l’assemblage d’armatures standard.</p>
<h2>Les grandes étapes</h2>
<ul>
<li><strong>Les débuts</strong> : coupe et façonnage de barres pour les entreprises de gros œuvre de la Martinique.</li>
<li><strong>Les treillis soudés</strong> : installation d’une ligne de soudage pour fournir panneaux de structure et de dallage.</li>
<li><strong>La certification</strong> : obtention de la certification NF AFCAB pour les armatures, renouvelée depuis à chaque audit.</li>
<li><strong>La couverture</strong> : lancement de la marque <a href="/metaliso">Metaliso</a> et des premières profileuses de bacs acier et de tôles ondulées.</li>
<li><strong>L’ouverture régionale</strong> : livraisons régulières en Guadeloupe, puis ouverture d’un dépôt en Guyane.</li>
</ul>
<h2>Trefima en chiffres</h2>
<table>
<tr><th>Indicateur</th><th>Valeur</th></tr>
<tr><td>Acier transformé par an</td><td>8 000 tonnes</td></tr>
<tr><td>Collaborateurs</td><td>20</td></tr>
<tr><td>Savoir-faire</td><td>40 ans</td></tr>
<tr><td>Surface du site du Lamentin</td><td>3 km²</td></tr>
<tr><td>Territoires desservis</td><td>Martinique, Guadeloupe, Guyane</td></tr>
</table>
<h2>Une équipe à taille humaine</h2>
<p>Nos 20 collaborateurs couvrent tous les métiers de la chaîne : opérateurs de façonnage et de profilage, soudeurs, caristes, chauffeurs, techniciens du bureau d’études, conseillers commerciaux et équipe administrative. Beaucoup ont été formés en interne, et nous accueillons chaque année des apprentis. Nos offres d’emploi sont publiées sur la page <a href="/carrieres">carrières</a>.</p>
<h2>Nos engagements</h2>
<p>Proximité, fiabilité des délais, conformité aux normes et réduction des chutes : ces engagements guident notre travail au quotidien. Nous recyclons l’intégralité de nos chutes d’acier auprès de filières agréées et nous travaillons à réduire l’empreinte de nos livraisons en regroupant les tournées.</p>`,
    metaTitle: 'Présentation de la filiale Trefima | Groupe Acoma',
    metaDescription:
      'Histoire, chiffres clés et engagements de Trefima : 40 ans de savoir-faire, 20 collaborateurs, 8 000 tonnes d’acier transformées par an.',
  },
  {
    slug: 'qui-sommes-nous/le-groupe-acoma',
    title: 'Le groupe Acoma',
    subtype: 'standard',
    parent: 'qui-sommes-nous',
    summary:
      'Trefima appartient au groupe Acoma, acteur antillais des matériaux de construction, dont elle est la filiale de transformation de l’acier.',
    body: `<p>Trefima fait partie du <strong>groupe Acoma</strong>, ensemble d’entreprises antillaises actives dans la production et la distribution de matériaux pour le bâtiment et les travaux publics. Le groupe réunit des savoir-faire complémentaires au service des chantiers de la Martinique, de la Guadeloupe et de la Guyane.</p>
<h2>La place de Trefima dans le groupe</h2>
<p>Au sein du groupe, Trefima est la filiale spécialisée dans la <strong>transformation de l’acier</strong> : armatures pour béton armé d’une part, couverture et bardage métalliques Metaliso d’autre part. Elle bénéficie de la solidité financière et logistique du groupe tout en conservant une organisation autonome, proche de ses clients et réactive.</p>
<h2>Ce que le groupe apporte à nos clients</h2>
<ul>
<li><strong>Des approvisionnements sécurisés</strong> : les achats d’acier et de bobines prélaquées sont mutualisés, ce qui limite les ruptures dans un contexte insulaire.</li>
<li><strong>Une logistique partagée</strong> : transport maritime inter-îles, dépôts et moyens de livraison coordonnés.</li>
<li><strong>Une vision de long terme</strong> : investissements réguliers dans l’outil industriel et la formation des équipes.</li>
</ul>
<h2>Des valeurs communes</h2>
<blockquote>Produire localement, former localement, servir localement.</blockquote>
<p>Le groupe Acoma partage avec Trefima une conviction : une production locale de qualité est un atout pour l’économie des territoires ultramarins, pour l’emploi et pour la résilience face aux aléas d’approvisionnement. Cette conviction se traduit par une politique d’apprentissage active, des partenariats avec les lycées professionnels et une démarche continue de réduction des déchets.</p>
<p>Pour toute question relative au groupe, vous pouvez nous écrire via le <a href="/contact">formulaire de contact</a>.</p>`,
    metaTitle: 'Le groupe Acoma | Trefima',
    metaDescription:
      'Trefima est la filiale de transformation de l’acier du groupe Acoma, acteur antillais des matériaux de construction.',
  },

  // ---------------------------------------------------------------------------
  // Pages légales
  // ---------------------------------------------------------------------------
  {
    slug: 'mentions-legales',
    title: 'Mentions légales',
    subtype: 'standard',
    summary:
      'Informations légales relatives à l’éditeur, à l’hébergement et à l’utilisation du site Trefima.',
    body: `<h2>Éditeur du site</h2>
<p>Le présent site est édité par <strong>Trefima</strong>, société par actions simplifiée, filiale du groupe Acoma, dont le siège social et l’usine sont situés dans la zone industrielle du Lamentin, 97232 Le Lamentin, Martinique. La société est immatriculée au registre du commerce et des sociétés de Fort-de-France. Son numéro d’immatriculation et son numéro de TVA intracommunautaire figurent sur chacune de ses factures et sont communiqués sur simple demande.</p>
<p>Le directeur de la publication est le représentant légal de la société. Pour toute question relative au site, utilisez le <a href="/contact">formulaire de contact</a>.</p>
<h2>Hébergement</h2>
<p>Le site est hébergé par un prestataire professionnel sur des serveurs situés dans l’Union européenne. Les coordonnées complètes de l’hébergeur sont communiquées sur demande adressée via le formulaire de contact.</p>
<h2>Propriété intellectuelle</h2>
<p>L’ensemble des contenus de ce site (textes, photographies, illustrations, fiches techniques, logos et notamment la marque <strong>Metaliso</strong>) est la propriété de Trefima ou de ses partenaires et est protégé par le Code de la propriété intellectuelle. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite.</p>
<p>Les fiches techniques et guides de pose peuvent être téléchargés et imprimés pour un usage strictement professionnel ou personnel, sans modification.</p>
<h2>Informations techniques</h2>
<p>Les informations techniques publiées (poids, sections, portées, pentes, couleurs) sont données à titre indicatif et ne remplacent ni une étude de structure, ni les documents techniques de référence (Eurocodes, NF DTU). Les teintes affichées à l’écran peuvent différer des teintes réelles : seul un échantillon physique fait foi. Les conseils publiés dans la rubrique <a href="/conseils">conseils</a> ne dispensent pas de l’intervention d’un professionnel qualifié.</p>
<h2>Responsabilité</h2>
<p>Trefima s’efforce d’assurer l’exactitude et la mise à jour des informations diffusées, mais ne peut garantir l’absence d’erreur ou d’omission. Les liens vers des sites tiers sont fournis à titre d’information ; Trefima n’exerce aucun contrôle sur leur contenu.</p>
<h2>Données personnelles et cookies</h2>
<p>Le traitement de vos données personnelles est décrit dans notre <a href="/politique-de-confidentialite">politique de confidentialité</a>. Les conditions applicables à vos commandes figurent dans nos <a href="/conditions-generales-de-vente">conditions générales de vente</a>.</p>
<h2>Droit applicable</h2>
<p>Les présentes mentions légales sont soumises au droit français. Tout litige relatif à l’utilisation du site relève, à défaut d’accord amiable, des juridictions compétentes de Fort-de-France, sous réserve des règles impératives protégeant les consommateurs.</p>`,
    metaTitle: 'Mentions légales | Trefima',
    metaDescription:
      'Éditeur, hébergement, propriété intellectuelle et responsabilité : les mentions légales du site de Trefima, fabricant au Lamentin.',
  },
  {
    slug: 'conditions-generales-de-vente',
    title: 'Conditions générales de vente',
    subtype: 'standard',
    summary:
      'Conditions applicables à toutes les commandes passées auprès de Trefima, en ligne ou au comptoir, par les professionnels et les particuliers en Martinique, en Guadeloupe et en Guyane.',
    body: `<h2>Article 1 – Champ d’application</h2>
<p>Les présentes conditions générales de vente (CGV) s’appliquent à toutes les ventes conclues par Trefima, sur le site ou au comptoir de l’usine du Lamentin, avec des clients professionnels ou consommateurs domiciliés ou livrés en Martinique, en Guadeloupe ou en Guyane. Toute commande emporte l’acceptation sans réserve des présentes CGV, qui prévalent sur les conditions d’achat du client, sauf accord écrit contraire. Certaines dispositions ne s’appliquent qu’aux consommateurs, ce qui est alors précisé.</p>
<h2>Article 2 – Produits et informations techniques</h2>
<p>Les produits sont décrits avec la plus grande exactitude possible. Les caractéristiques dimensionnelles sont soumises aux tolérances des normes de référence (NF A 35-080-1 et NF A 35-080-2 pour les aciers et treillis, NF A 35-027 pour le façonnage, NF EN 10346 et NF EN 10169 pour les tôles revêtues). Les couleurs affichées à l’écran sont indicatives : seul un nuancier ou un échantillon physique fait foi. Le choix des produits, de leur dimensionnement et de leur mise en œuvre relève de la responsabilité du client et, le cas échéant, de son bureau d’études.</p>
<h2>Article 3 – Prix</h2>
<p>Les prix sont exprimés en euros <strong>hors taxes (HT)</strong>, par territoire de livraison, octroi de mer inclus lorsqu’il est dû. La taxe sur la valeur ajoutée est ajoutée au moment de la commande selon le territoire de livraison :</p>
<table>
<tr><th>Territoire</th><th>TVA applicable</th></tr>
<tr><td>Martinique</td><td>8,5 %</td></tr>
<tr><td>Guadeloupe</td><td>8,5 %</td></tr>
<tr><td>Guyane</td><td>Non applicable (article 294 du Code général des impôts)</td></tr>
</table>
<p>Pour les consommateurs, le montant toutes taxes comprises est toujours affiché avant la validation de la commande. Les prix de l’acier étant liés aux cours des matières premières, ils peuvent évoluer ; le prix applicable est celui en vigueur au jour de la commande. Les devis sont valables 30 jours, sauf mention contraire.</p>
<h2>Article 4 – Commande</h2>
<p>La commande est ferme après validation du panier et confirmation du paiement ou, pour les professionnels titulaires d’un compte, après acceptation de la commande par Trefima. Un accusé de réception est adressé par courriel. Les produits fabriqués à la demande (barres coupées ou façonnées sur plan, armatures hors standard, tôles et bacs profilés à la longueur, pliages sur mesure) sont réalisés d’après les indications du client, qui est seul responsable des cotes, quantités et couleurs transmises.</p>
<h2>Article 5 – Paiement</h2>
<p>Les consommateurs règlent leur commande en ligne par carte bancaire ou, au comptoir, par carte ou virement préalable. Les professionnels disposant d’un compte ouvert après étude peuvent régler par virement ou LCR, à 30 jours fin de mois à compter de la date de facture, sauf conditions particulières. Tout retard de paiement d’un professionnel entraîne de plein droit des pénalités égales à trois fois le taux d’intérêt légal, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 euros (article L. 441-10 du Code de commerce).</p>
<h2>Article 6 – Livraison et retrait</h2>
<p>Les produits sont soit retirés à l’usine du Lamentin ou au dépôt de Guyane, soit livrés à l’adresse indiquée par le client. Les délais indicatifs sont précisés sur la page <a href="/livraison-et-retrait">livraison et retrait</a>. Pour les livraisons sur chantier, le client garantit un accès praticable à un poids lourd et, en cas de déchargement à la grue, une zone de dépose stable et dégagée. Le client doit vérifier les produits à la livraison et porter toute réserve précise sur le bon de livraison ; pour les professionnels, les réserves doivent être confirmées par écrit dans les 3 jours ouvrables (article L. 133-3 du Code de commerce).</p>
<p>Pour les consommateurs, à défaut de livraison à la date convenue, le consommateur peut résoudre le contrat dans les conditions des articles L. 216-6 et suivants du Code de la consommation.</p>
<h2>Article 7 – Transfert des risques et réserve de propriété</h2>
<p>Pour les professionnels, les risques sont transférés dès la remise des produits au client ou au transporteur qu’il a choisi. Pour les consommateurs, ils sont transférés lors de la prise de possession physique des produits.</p>
<p><strong>Trefima conserve la propriété des produits vendus jusqu’au paiement intégral du prix en principal et accessoires.</strong> En cas de défaut de paiement, Trefima pourra revendiquer les produits encore en possession du client. Le client professionnel est autorisé à revendre ou incorporer les produits dans le cadre normal de son activité ; la créance née de la revente est alors cédée de plein droit à Trefima à concurrence des sommes restant dues.</p>
<h2>Article 8 – Droit de rétractation (consommateurs)</h2>
<p>Conformément aux articles L. 221-18 et suivants du Code de la consommation, le consommateur dispose d’un délai de <strong>14 jours</strong> à compter de la réception des produits pour exercer son droit de rétractation, sans avoir à motiver sa décision ; pour une prestation de service (étude et nomenclature d’armatures), ce délai court à compter de la conclusion du contrat. Il lui suffit d’adresser, avant la fin de ce délai, le formulaire type de rétractation ci-dessous ou toute autre déclaration dénuée d’ambiguïté via le <a href="/contact">formulaire de contact</a>. Les produits doivent être retournés complets, non utilisés et en bon état, dans les 14 jours suivant la rétractation ; les frais de retour sont à la charge du consommateur. Par leur longueur ou leur poids, nos produits ne peuvent normalement pas être renvoyés par la poste : ils nous reviennent par transporteur, pour un coût estimé dans la confirmation de commande au tarif de notre livraison jusqu’à la même adresse, sans gratuité de la livraison, ou sont rapportés au dépôt où ils ont été retirés. Trefima rembourse la totalité des sommes versées, y compris les frais de livraison standard, dans les 14 jours suivant la rétractation, ce remboursement pouvant être différé jusqu’à la récupération des produits ou jusqu’à ce que le consommateur ait fourni une preuve de l’expédition de ces produits, la date retenue étant celle du premier de ces faits.</p>
<p>Conformément à l’article L. 221-28 du Code de la consommation, <strong>le droit de rétractation ne s’applique pas aux produits confectionnés selon les spécifications du consommateur</strong> : barres coupées ou façonnées sur mesure, bacs et tôles profilés à la longueur, pliages spécifiques.</p>
${WITHDRAWAL_FORM}
<h2>Article 9 – Garanties</h2>
<p>Les consommateurs bénéficient de la garantie légale de conformité (articles L. 217-3 et suivants du Code de la consommation) pendant deux ans à compter de la livraison, et de la garantie des vices cachés (articles 1641 et suivants du Code civil). Les revêtements des produits Metaliso bénéficient en outre d’une garantie commerciale dont la durée dépend de l’environnement (rural, urbain, marin, bord de mer) et dont les conditions sont précisées dans la fiche garantie remise avec la commande. Les garanties ne couvrent pas les dommages résultant d’une mise en œuvre non conforme aux règles de l’art, d’un stockage inadapté ou d’un défaut d’entretien.</p>
<h2>Article 10 – Retours</h2>
<p>En dehors du droit de rétractation, tout retour de produits standard par un professionnel doit faire l’objet d’un accord préalable. Les produits repris sont crédités après contrôle, déduction faite d’une participation aux frais de remise en stock. Les produits fabriqués sur mesure ne sont ni repris ni échangés.</p>
<h2>Article 11 – Force majeure</h2>
<p>Trefima ne saurait être tenue responsable d’un retard ou d’une inexécution résultant d’un cas de force majeure, notamment un cyclone, une alerte météorologique, un séisme, un mouvement social, une interruption des liaisons maritimes ou une rupture d’approvisionnement généralisée.</p>
<h2>Article 12 – Médiation et litiges</h2>
<p>En cas de litige, le consommateur peut recourir gratuitement au médiateur de la consommation dont relève Trefima, dont les coordonnées sont communiquées sur simple demande, ou à la plateforme européenne de règlement en ligne des litiges. Les présentes CGV sont soumises au droit français. Pour les litiges entre professionnels, le tribunal de commerce de Fort-de-France est seul compétent.</p>`,
    metaTitle: 'Conditions générales de vente | Trefima',
    metaDescription:
      'Prix HT, TVA à 8,5 % en Martinique et Guadeloupe, livraison, réserve de propriété et rétractation : nos CGV pour professionnels et particuliers.',
  },
  {
    slug: 'politique-de-confidentialite',
    title: 'Politique de confidentialité',
    subtype: 'standard',
    summary:
      'Comment Trefima collecte, utilise et protège les données personnelles de ses clients et des visiteurs du site, conformément au RGPD.',
    body: `<p>Trefima attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.</p>
<h2>Responsable du traitement</h2>
<p>Le responsable du traitement est Trefima, zone industrielle du Lamentin, 97232 Le Lamentin, Martinique. Toute demande relative à vos données peut être adressée via le <a href="/contact">formulaire de contact</a>, en précisant l’objet « Données personnelles ».</p>
<h2>Données collectées</h2>
<ul>
<li><strong>Compte client</strong> : nom, prénom, raison sociale, adresse électronique, téléphone, adresses de facturation et de livraison.</li>
<li><strong>Commandes</strong> : produits commandés, montants, modes de livraison, historique des échanges.</li>
<li><strong>Demandes de contact et de devis</strong> : informations saisies dans les formulaires et pièces jointes (plans, nomenclatures).</li>
<li><strong>Mise en relation avec des artisans</strong> : commune, nature et surface des travaux, coordonnées transmises à l’artisan choisi.</li>
<li><strong>Candidatures</strong> : CV et lettre de motivation envoyés depuis la page <a href="/carrieres">carrières</a>.</li>
<li><strong>Navigation</strong> : données techniques strictement nécessaires au fonctionnement du site (session, panier).</li>
</ul>
<h2>Finalités et bases légales</h2>
<table>
<tr><th>Finalité</th><th>Base légale</th></tr>
<tr><td>Gestion des commandes, livraisons et factures</td><td>Exécution du contrat</td></tr>
<tr><td>Réponse aux demandes de contact et de devis</td><td>Mesures précontractuelles</td></tr>
<tr><td>Mise en relation avec des artisans partenaires</td><td>Consentement</td></tr>
<tr><td>Envoi d’actualités et d’offres</td><td>Consentement, retirable à tout moment</td></tr>
<tr><td>Comptabilité et obligations fiscales</td><td>Obligation légale</td></tr>
<tr><td>Sécurité du site et prévention de la fraude</td><td>Intérêt légitime</td></tr>
</table>
<h2>Destinataires</h2>
<p>Vos données sont destinées aux services de Trefima habilités et, pour les besoins strictement nécessaires, à nos prestataires (paiement, hébergement, transport maritime et routier) ainsi qu’aux artisans partenaires lorsque vous demandez une mise en relation. Nous ne vendons jamais vos données.</p>
<h2>Durées de conservation</h2>
<ul>
<li>Données clients : pendant la relation commerciale puis 3 ans après le dernier achat.</li>
<li>Pièces comptables : 10 ans.</li>
<li>Demandes de contact sans suite : 3 ans.</li>
<li>Candidatures non retenues : 2 ans, sauf opposition.</li>
</ul>
<h2>Cookies</h2>
<p>Le site n’utilise que des cookies strictement nécessaires à son fonctionnement (authentification, panier, préférence de territoire). Aucun cookie publicitaire n’est déposé.</p>
<h2>Vos droits</h2>
<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de définir des directives relatives à leur sort après votre décès. Nous répondons dans un délai d’un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la Commission nationale de l’informatique et des libertés (CNIL).</p>`,
    metaTitle: 'Politique de confidentialité | Trefima',
    metaDescription:
      'Données collectées, finalités, durées de conservation et droits RGPD : comment Trefima protège vos données personnelles.',
  },

  // ---------------------------------------------------------------------------
  // Contact et espaces clients
  // ---------------------------------------------------------------------------
  {
    slug: 'contact',
    title: 'Contactez-nous',
    subtype: 'standard',
    summary:
      'Une question, un devis, une nomenclature à chiffrer ? Notre équipe du Lamentin vous répond sous 24 heures ouvrées.',
    body: `<p>Que vous soyez une entreprise du BTP, un artisan ou un particulier qui construit sa maison, notre équipe commerciale et notre bureau d’études sont à votre écoute. Remplissez le formulaire ci-dessous : nous vous répondons <strong>sous 24 heures ouvrées</strong>.</p>
<h2>Pour un traitement rapide</h2>
<ul>
<li><strong>Demande de devis d’armatures</strong> : joignez vos plans de ferraillage ou votre nomenclature (PDF, DWG ou tableur), l’adresse du chantier et la date souhaitée.</li>
<li><strong>Demande de devis de couverture</strong> : indiquez les dimensions de la toiture, la pente, la distance à la mer et la couleur souhaitée, ou préparez votre liste avec notre <a href="/configurateur">configurateur</a>.</li>
<li><strong>Suivi de commande</strong> : rappelez votre numéro de commande.</li>
</ul>
<p>Vous pouvez aussi venir nous rencontrer au comptoir de l’usine du Lamentin, du lundi au jeudi de 7 h à 16 h et le vendredi de 7 h à 12 h. Avant de nous écrire, la <a href="/faq">foire aux questions</a> répond peut-être déjà à votre question.</p>`,
    metaTitle: 'Contact et devis | Trefima, Le Lamentin',
    metaDescription:
      'Devis d’armatures, de treillis soudés ou de couverture Metaliso, suivi de commande : contactez l’équipe Trefima, réponse sous 24 h ouvrées.',
  },
  {
    slug: 'espace-particuliers',
    title: 'Espace particuliers',
    subtype: 'standard',
    summary:
      'Vous construisez, agrandissez ou refaites votre toiture ? Trefima vous vend directement ses produits et vous met en relation avec des artisans de confiance.',
    body: `<p>Les produits Trefima ne sont pas réservés aux entreprises. Que vous fassiez construire votre maison, que vous couliez une dalle de terrasse ou que vous remplaciez une toiture fatiguée par l’air marin, vous pouvez <strong>acheter directement à l’usine</strong>, en ligne ou au comptoir du Lamentin, avec les mêmes garanties qu’un professionnel.</p>
<h2>Ce que vous pouvez commander</h2>
<ul>
<li><strong>Pour le gros œuvre</strong> : <a href="/categorie/treillis-soudes">treillis soudés</a> pour dalles et terrasses, <a href="/categorie/armatures-standard-certifiees">armatures standard</a> pour poteaux, poutres et semelles, barres HA, cales et fil à ligaturer.</li>
<li><strong>Pour la toiture</strong> : bacs acier, tôles ondulées et tuiles acier <a href="/metaliso">Metaliso</a> profilés à la longueur exacte de vos versants, avec faîtières, closoirs et visserie assortis.</li>
</ul>
<h2>Préparer votre projet</h2>
<p>Notre <a href="/configurateur">configurateur de toiture</a> calcule, à partir des dimensions de vos versants, le nombre de plaques, leurs longueurs, les accessoires et la visserie nécessaires. Pour le béton armé, nos <a href="/conseils">conseils</a> expliquent comment choisir un treillis, respecter l’enrobage en bord de mer ou stocker vos aciers sur le chantier.</p>
<h2>Être accompagné par un professionnel</h2>
<p>La mise en œuvre d’une charpente, d’une couverture anticyclonique ou d’une structure en béton armé demande un savoir-faire et une assurance décennale. Nous vous recommandons de confier ces travaux à un artisan qualifié : notre réseau de <a href="/espace-particuliers/nos-partenaires-artisans">partenaires artisans</a> intervient dans les trois territoires.</p>
<h2>Livraison ou retrait</h2>
<p>Vos produits peuvent être retirés à l’usine ou livrés chez vous, y compris avec déchargement par camion-grue. Consultez les modalités sur la page <a href="/livraison-et-retrait">livraison et retrait</a>.</p>`,
    metaTitle: 'Espace particuliers | Trefima',
    metaDescription:
      'Construire ou rénover sa toiture aux Antilles : achetez en direct à l’usine, préparez votre projet et trouvez un artisan partenaire Trefima.',
  },
  {
    slug: 'espace-particuliers/nos-partenaires-artisans',
    title: 'Nos partenaires artisans',
    subtype: 'standard',
    parent: 'espace-particuliers',
    summary:
      'Maçons, charpentiers-couvreurs et entreprises de gros œuvre qui travaillent régulièrement avec nos produits, en Martinique, en Guadeloupe et en Guyane.',
    body: `<p>Au fil des années, nous avons tissé des liens de confiance avec des artisans et des petites entreprises qui mettent en œuvre nos armatures et nos couvertures Metaliso. Nous les avons réunis dans un <strong>réseau de partenaires</strong> que nous recommandons aux particuliers à la recherche d’un professionnel.</p>
<h2>Qui sont nos partenaires ?</h2>
<ul>
<li><strong>Maçons et entreprises de gros œuvre</strong> : fondations, dalles, poteaux-poutres, murs en maçonnerie chaînée.</li>
<li><strong>Charpentiers-couvreurs</strong> : charpentes bois ou métalliques, couvertures en bacs acier, tôles ondulées et tuiles acier, rénovation de toitures.</li>
<li><strong>Bardeurs et métalliers</strong> : bardages de bâtiments, auvents, carports et abris.</li>
</ul>
<h2>Nos critères</h2>
<p>Chaque partenaire est à jour de son <strong>assurance décennale</strong>, connaît les règles de pose propres aux zones cycloniques et sismiques, et a été formé par nos techniciens à la mise en œuvre de nos produits : fixation dans chaque onde en zone exposée, recouvrements conformes au NF DTU 40.35, respect de l’enrobage des aciers, ligature correcte des armatures.</p>
<h2>Ce que nous ne faisons pas</h2>
<p>Trefima n’est pas partie au contrat que vous signez avec l’artisan : le devis, les travaux et les garanties relèvent de sa seule responsabilité. Nous vous conseillons de demander plusieurs devis et de vérifier l’attestation d’assurance en cours de validité.</p>
<p>Pour trouver un professionnel près de chez vous, utilisez notre outil de <a href="/espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels">mise en relation avec des professionnels</a>.</p>`,
    metaTitle: 'Nos partenaires artisans | Trefima',
    metaDescription:
      'Maçons, charpentiers-couvreurs et bardeurs formés à nos produits en Martinique, Guadeloupe et Guyane : découvrez le réseau de partenaires Trefima.',
  },
  {
    slug: 'espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels',
    title: 'Mise en relation avec des professionnels',
    subtype: 'standard',
    parent: 'espace-particuliers/nos-partenaires-artisans',
    summary:
      'Choisissez votre département et la nature de vos travaux : nous vous présentons les artisans partenaires qui interviennent près de chez vous.',
    body: `<p>Vous cherchez un artisan pour poser votre couverture, couler une dalle ou bâtir votre maison ? Utilisez le moteur de recherche ci-dessous pour trouver les <strong>professionnels partenaires de Trefima</strong> qui interviennent dans votre secteur.</p>
<h2>Comment ça marche ?</h2>
<ol>
<li><strong>Choisissez votre département</strong> : Guadeloupe (971), Martinique (972) ou Guyane (973) ; celui de votre territoire est déjà choisi.</li>
<li><strong>Précisez votre projet</strong> : type de client (particulier, copropriété, professionnel), nature des travaux (construction neuve, rénovation de toiture, extension, dalle et terrasse, bardage) et surface approximative.</li>
<li><strong>Consultez les fiches</strong> des artisans proposés : métier, zone d’intervention, types de chantiers réalisés.</li>
<li><strong>Demandez à être mis en relation</strong> avec un à trois professionnels de votre choix : ils vous recontactent pour établir un devis.</li>
</ol>
<h2>Bien préparer votre demande</h2>
<p>Pour un devis précis, préparez les dimensions de votre toiture ou de votre dalle, quelques photos de l’existant, la distance approximative à la mer et, si vous en avez, les plans du permis de construire. Les artisans pourront ainsi vous proposer des produits adaptés, par exemple un revêtement renforcé pour une maison en bord de mer.</p>
<p>La mise en relation est gratuite et sans engagement. Vos coordonnées ne sont transmises qu’aux artisans que vous choisissez de contacter, conformément à notre <a href="/politique-de-confidentialite">politique de confidentialité</a>.</p>`,
    metaTitle: 'Trouver un artisan partenaire | Trefima',
    metaDescription:
      'Trouvez gratuitement un maçon ou un couvreur partenaire de Trefima près de chez vous en Martinique, Guadeloupe ou Guyane.',
  },
  {
    slug: 'espace-professionnels',
    title: 'Espace professionnels',
    subtype: 'standard',
    summary:
      'Compte professionnel, tarifs par territoire, façonnage sur plan, livraison sur chantier : les services Trefima pour les entreprises du BTP.',
    body: `<p>Entreprises générales, maçons, ferrailleurs, charpentiers-couvreurs, négociants et bureaux d’études : Trefima est votre <strong>partenaire industriel de proximité</strong> pour l’acier du béton armé et la couverture métallique.</p>
<h2>Le compte professionnel</h2>
<ul>
<li><strong>Tarifs professionnels</strong> HT par territoire, consultables en ligne une fois connecté.</li>
<li><strong>Paiement à 30 jours fin de mois</strong> après ouverture de compte, par virement ou LCR.</li>
<li><strong>Historique</strong> des commandes, factures et certificats matière téléchargeables.</li>
<li><strong>Adresses de chantier</strong> multiples et commandes fractionnées par phase.</li>
</ul>
<h2>Vos armatures sur plan</h2>
<p>Envoyez-nous vos plans de ferraillage ou vos nomenclatures : notre bureau d’études les saisit, vérifie la cohérence des façonnages et vous adresse un chiffrage à la tonne. Les aciers sont <a href="/services/faconnage-sur-plan">façonnés</a>, étiquetés par repère et livrés par niveau ou par ouvrage, prêts à poser. Pour les ouvrages courants, nos <a href="/armatures-certifiees">armatures standard certifiées</a> sont disponibles sur stock.</p>
<h2>Vos couvertures à la longueur</h2>
<p>Bacs, tôles ondulées, tuiles acier et bardages <a href="/metaliso">Metaliso</a> sont profilés à la longueur de vos rampants, au centimètre près, dans plus d’une quinzaine de teintes RAL. Les accessoires sont pliés dans la même bobine pour une teinte parfaitement assortie.</p>
<h2>Logistique chantier</h2>
<p>Nos camions équipés de grue livrent vos aciers et vos colis de couverture directement sur la zone de stockage du chantier. Les créneaux de livraison sont confirmés la veille. Consultez les conditions sur la page <a href="/livraison-et-retrait">livraison et retrait</a>.</p>
<h2>Documents techniques</h2>
<p>Certificats NF AFCAB, fiches techniques des profils, guides de pose et déclarations de performance sont disponibles sur demande ou dans votre espace client. Pour ouvrir un compte, <a href="/contact">contactez notre service commercial</a> en joignant un extrait Kbis de moins de trois mois.</p>`,
    metaTitle: 'Espace professionnels du BTP | Trefima',
    metaDescription:
      'Compte pro, façonnage sur plan, couvertures Metaliso à la longueur et livraison grue sur chantier : les services Trefima aux entreprises du BTP.',
  },

  // ---------------------------------------------------------------------------
  // FAQ, qualité, logistique
  // ---------------------------------------------------------------------------
  {
    slug: 'faq',
    title: 'Foire aux questions',
    subtype: 'standard',
    summary:
      'Les réponses aux questions les plus fréquentes sur nos produits, les commandes, la livraison et la mise en œuvre.',
    body: `<h2>Commandes et paiement</h2>
<h3>Les particuliers peuvent-ils acheter chez Trefima ?</h3>
<p>Oui. Tous nos produits standard et nos couvertures profilées à la longueur peuvent être commandés en ligne ou au comptoir de l’usine par les particuliers, qui paient par carte bancaire. Les prix affichés sont HT ; le montant TTC est indiqué avant validation.</p>
<h3>Pourquoi les prix sont-ils différents selon le territoire ?</h3>
<p>Les coûts de transport maritime, l’octroi de mer et la fiscalité diffèrent entre la Martinique, la Guadeloupe et la Guyane. Chaque territoire a donc sa propre grille tarifaire. La TVA est de 8,5 % en Martinique et en Guadeloupe ; elle n’est pas applicable en Guyane.</p>
<h3>Comment ouvrir un compte professionnel ?</h3>
<p>Adressez-nous un extrait Kbis de moins de trois mois et un RIB via le <a href="/contact">formulaire de contact</a>. Après étude, votre compte est ouvert sous 48 heures avec vos conditions de paiement.</p>
<h3>Puis-je annuler une commande de tôles profilées à la longueur ?</h3>
<p>Une fois la fabrication lancée, non : les produits réalisés selon vos cotes sont exclus du droit de rétractation. Vérifiez soigneusement vos longueurs et vos couleurs avant de valider.</p>
<h2>Produits</h2>
<h3>Vos aciers sont-ils certifiés ?</h3>
<p>Oui. Nos barres HA sont de nuance B500B, certifiées NF AFCAB, et nos armatures et treillis sont fabriqués sous certification. Un certificat peut être fourni pour chaque livraison. Voir la page <a href="/certifications-et-qualite">certifications et qualité</a>.</p>
<h3>Quelle différence entre un treillis ST et un treillis PAF ?</h3>
<p>Les panneaux ST sont des treillis de structure, dimensionnés par calcul pour les dalles et voiles. Les panneaux PAF sont des treillis de dallage ou de retrait, destinés aux dallages sur terre-plein, chapes et terrasses. Notre conseil <a href="/conseils/choisir-son-treillis-soude">choisir son treillis soudé</a> détaille le choix.</p>
<h3>Quelle pente minimale pour un bac acier ?</h3>
<p>Nos bacs nervurés Metaliso se posent à partir de 7 % de pente en plaques d’un seul tenant, sans recouvrement transversal, dans le respect des principes du NF DTU 40.35. Une tôle ondulée ou une tuile acier demande une pente plus forte. Voir <a href="/conseils/pente-minimale-d-un-bac-acier">notre guide des pentes</a>.</p>
<h3>Quelle couverture choisir en bord de mer ?</h3>
<p>À moins de 3 km de la mer, et plus encore en front de mer, choisissez un revêtement renforcé adapté à l’atmosphère marine et une visserie inox ou à revêtement haute résistance. Nos conseillers vous orientent selon la distance exacte au rivage.</p>
<h3>Puis-je voir les couleurs en vrai ?</h3>
<p>Oui : nous envoyons gratuitement un nuancier et des échantillons de tôle. Les couleurs affichées à l’écran ne sont qu’indicatives.</p>
<h2>Livraison et retrait</h2>
<h3>Quels sont les délais de livraison ?</h3>
<p>En Martinique, les produits en stock sont livrés sous 48 à 72 heures et les fabrications sur mesure sous 5 à 10 jours ouvrés. Comptez quelques jours supplémentaires pour la Guadeloupe et la Guyane, selon les rotations maritimes. Détails sur la page <a href="/livraison-et-retrait">livraison et retrait</a>.</p>
<h3>Livrez-vous avec une grue ?</h3>
<p>Oui, nos camions équipés d’une grue auxiliaire déposent les colis sur votre terrain ou votre chantier, à condition que l’accès et la zone de dépose le permettent.</p>
<h3>Que se passe-t-il en cas d’alerte cyclonique ?</h3>
<p>Dès la vigilance orange, les livraisons sont suspendues et reprogrammées. Nous vous contactons pour fixer un nouveau créneau dès la levée de l’alerte.</p>
<h2>Mise en œuvre</h2>
<h3>Posez-vous les couvertures ?</h3>
<p>Non, Trefima fabrique et conseille mais ne pose pas. Nous pouvons vous orienter vers un <a href="/espace-particuliers/nos-partenaires-artisans">artisan partenaire</a> formé à nos produits.</p>
<h3>Pouvez-vous vérifier mes plans de ferraillage ?</h3>
<p>Notre bureau d’études contrôle la cohérence des nomenclatures qu’il saisit et peut réaliser des <a href="/services/etude-de-ferraillage">études de ferraillage</a> pour les ouvrages courants. Le dimensionnement reste de la responsabilité du maître d’œuvre.</p>`,
    metaTitle: 'FAQ : commandes, produits, livraison | Trefima',
    metaDescription:
      'Achat par les particuliers, TVA par territoire, treillis ST ou PAF, pente d’un bac acier, livraison grue : les réponses à vos questions.',
  },
  {
    slug: 'certifications-et-qualite',
    title: 'Certifications et qualité',
    subtype: 'standard',
    summary:
      'Aciers B500B certifiés NF AFCAB, armatures contrôlées, revêtements normalisés : notre démarche qualité, de la coulée à la livraison.',
    body: `<p>Dans une région classée en <strong>zone de sismicité forte</strong> (zone 5 pour la Martinique et la Guadeloupe) et exposée aux cyclones, la qualité de l’acier n’est pas un détail. Trefima a fait de la certification et de la traçabilité le socle de sa production.</p>
<h2>La certification NF AFCAB</h2>
<p>L’AFCAB (Association française de certification des armatures du béton) certifie les aciers pour béton armé et les armatures qui en sont issues. Nos produits sont fabriqués sous certification, avec des audits réguliers de l’usine et des essais réalisés par un laboratoire indépendant.</p>
<ul>
<li><strong>Barres et fils HA</strong> : nuance <strong>B500B</strong>, limite d’élasticité caractéristique de 500 MPa et ductilité de classe B, conformes à la NF A 35-080-1.</li>
<li><strong>Treillis soudés</strong> : conformes à la NF A 35-080-2, soudés à chaque croisement.</li>
<li><strong>Armatures façonnées et assemblées</strong> : réalisées selon la NF A 35-027, avec les diamètres de mandrins prescrits par l’Eurocode 2 (NF EN 1992-1-1).</li>
</ul>
<h2>Pourquoi la ductilité de classe B compte</h2>
<p>Lors d’un séisme, les armatures doivent pouvoir s’allonger sans rompre pour dissiper l’énergie. L’acier B500B offre un allongement sous charge maximale d’au moins 5 %, exigé par l’Eurocode 8 pour les structures de ductilité moyenne, qui constituent l’essentiel des bâtiments courants aux Antilles.</p>
<h2>Nos contrôles</h2>
<table>
<tr><th>Étape</th><th>Contrôle</th></tr>
<tr><td>Réception matière</td><td>Certificat de réception, identification de la coulée, contrôle dimensionnel</td></tr>
<tr><td>Dressage et coupe</td><td>Longueurs, rectitude, absence de dommages aux verrous</td></tr>
<tr><td>Façonnage</td><td>Cotes, angles, diamètres de mandrin</td></tr>
<tr><td>Soudage des treillis</td><td>Espacements, résistance des points de soudure</td></tr>
<tr><td>Profilage Metaliso</td><td>Géométrie du profil, longueur, aspect et épaisseur du revêtement</td></tr>
<tr><td>Expédition</td><td>Étiquetage, conformité à la commande</td></tr>
</table>
<h2>Couvertures Metaliso</h2>
<p>Nos profils sont fabriqués à partir de tôles d’acier revêtues conformes aux normes NF EN 10346 (revêtements métalliques) et NF EN 10169 (revêtements organiques), et sont conçus pour une pose selon le <strong>NF DTU 40.35</strong>. Le choix du revêtement tient compte de la catégorie d’atmosphère : nous déconseillons les revêtements standard en front de mer et proposons des revêtements renforcés pour les expositions marines sévères.</p>
<h2>Documents disponibles</h2>
<p>Certificats NF AFCAB en cours de validité, certificats matière, fiches techniques et déclarations de performance sont disponibles sur simple demande via le <a href="/contact">formulaire de contact</a> ou dans votre <a href="/espace-professionnels">espace professionnel</a>.</p>`,
    metaTitle: 'Certifications NF AFCAB et qualité | Trefima',
    metaDescription:
      'Acier B500B certifié NF AFCAB, armatures selon NF A 35-027, couvertures selon NF DTU 40.35 : la démarche qualité de Trefima.',
  },
  {
    slug: 'livraison-et-retrait',
    title: 'Livraison et retrait',
    subtype: 'standard',
    summary:
      'Retrait à l’usine du Lamentin ou au dépôt de Guyane, livraison sur chantier avec camion-grue en Martinique, expédition vers la Guadeloupe et la Guyane.',
    body: `<h2>Retrait à l’usine du Lamentin</h2>
<p>Vos commandes peuvent être retirées gratuitement au comptoir de l’usine, du lundi au jeudi de 7 h à 16 h et le vendredi de 7 h à 12 h. Vous recevez un message dès que votre commande est prête. Le chargement est assuré par nos caristes ; prévoyez un véhicule adapté à la longueur des produits (barres de 6 ou 12 m, tôles jusqu’à 12 m) et des sangles d’arrimage.</p>
<h2>Livraison en Martinique</h2>
<p>Nous livrons toute la Martinique avec nos camions plateaux équipés de grue auxiliaire.</p>
<table>
<tr><th>Produits</th><th>Délai indicatif</th></tr>
<tr><td>Produits en stock (barres, treillis, armatures standard, accessoires)</td><td>48 à 72 heures</td></tr>
<tr><td>Couvertures profilées à la longueur</td><td>3 à 5 jours ouvrés</td></tr>
<tr><td>Façonnage sur plan</td><td>5 à 10 jours ouvrés selon le tonnage</td></tr>
</table>
<h2>Livraison en Guadeloupe</h2>
<p>Les commandes sont expédiées par voie maritime vers le port de Jarry, à Baie-Mahault, puis livrées sur chantier par notre transporteur partenaire. Comptez 5 à 7 jours supplémentaires par rapport aux délais martiniquais, selon les rotations des navires.</p>
<h2>Livraison et retrait en Guyane</h2>
<p>Notre dépôt de Guyane tient un stock des références les plus courantes (barres, treillis, tôles standard et accessoires) disponibles au retrait. Les fabrications sur mesure sont expédiées depuis le Lamentin ; comptez 10 à 15 jours supplémentaires. Les livraisons sont organisées depuis le dépôt vers l’île de Cayenne, Kourou et les communes accessibles par la route.</p>
<h2>Conditions de livraison sur chantier</h2>
<ul>
<li>L’accès doit être praticable par un poids lourd de 19 tonnes ; signalez tout chemin étroit, pente forte ou ligne électrique.</li>
<li>La zone de dépose doit être plane, stable et dégagée, à portée de grue (environ 8 mètres).</li>
<li>Une personne doit être présente pour réceptionner la marchandise et signer le bon de livraison.</li>
<li>Vérifiez les colis à la réception et notez toute réserve précise sur le bon de livraison.</li>
</ul>
<h2>Alerte météorologique</h2>
<p>En période cyclonique, les livraisons sont suspendues dès la vigilance orange vent violent ou fortes pluies, et reprogrammées en priorité à la levée de l’alerte. Nous ne déposons jamais de tôles non fixées sur un chantier lorsqu’une alerte est annoncée. Les frais de livraison sont calculés dans votre panier selon le territoire, le poids et la zone ; le détail figure dans nos <a href="/conditions-generales-de-vente">conditions générales de vente</a>.</p>`,
    metaTitle: 'Livraison et retrait en Martinique, Guadeloupe, Guyane',
    metaDescription:
      'Retrait à l’usine du Lamentin, livraison grue sur chantier, délais par territoire et conditions d’accès : tout sur la livraison Trefima.',
  },

  // ---------------------------------------------------------------------------
  // Range pages
  // ---------------------------------------------------------------------------
  {
    slug: 'metaliso',
    title: 'Metaliso, la couverture acier des Antilles',
    subtype: 'range',
    summary:
      'Bacs acier, tôles ondulées, tuiles acier et bardages profilés à la longueur au Lamentin, conçus pour le soleil, l’air marin et les cyclones.',
    body: `<p><strong>Metaliso</strong> est la marque de couverture et de bardage métalliques de Trefima. Chaque profil est fabriqué dans notre usine du Lamentin, à la longueur exacte de vos rampants, à partir de bobines d’acier revêtu sélectionnées pour le climat tropical.</p>
<h2>Une gamme complète</h2>
<ul>
<li><strong>Bacs nervurés</strong> T40 et T35 : la solution la plus rigide pour les grandes portées, les bâtiments d’activité et les maisons contemporaines, dès 7 % de pente.</li>
<li><strong>Bacs anti-condensation</strong> : un feutre en sous-face retient la condensation nocturne, pour les hangars, carports et locaux non isolés.</li>
<li><strong>Tôles ondulées 76/18</strong> : la couverture traditionnelle des cases créoles, en version prélaquée ou aluzinc.</li>
<li><strong>Tuiles acier</strong> : l’esthétique de la tuile, dix fois plus légère, sans risque d’envol des éléments.</li>
<li><strong>Bardages</strong> nervurés, plans et cassettes pour les façades.</li>
<li><strong>Accessoires</strong> : faîtières, rives, closoirs, bavettes, solins, chéneaux et visserie, pliés dans la même teinte.</li>
</ul>
<h2>Pensée pour le climat antillais</h2>
<h3>Résistance au vent cyclonique</h3>
<p>La légèreté de l’acier est un atout face aux séismes, mais impose une fixation soignée face au vent. Nos guides de pose détaillent la densité de fixation par zone de toiture, avec des renforts en rives, en faîtage et aux angles, là où les dépressions sont les plus fortes. Lisez notre conseil <a href="/conseils/fixation-anticyclonique-d-une-couverture">fixation anticyclonique</a>.</p>
<h3>Tenue à la corrosion marine</h3>
<p>Nous proposons plusieurs niveaux de revêtement selon la distance à la mer : aluzinc pour les sites abrités de l’intérieur, prélaqué polyester pour les expositions courantes, revêtements renforcés pour le bord de mer. Chaque devis précise l’environnement retenu et la garantie associée.</p>
<h3>Confort thermique</h3>
<p>Les teintes claires (blanc, ivoire, gris clair) réfléchissent une grande partie du rayonnement solaire et limitent l’échauffement sous toiture. Nos conseillers vous aident à concilier esthétique et confort.</p>
<h2>Profilé à la longueur, au centimètre</h2>
<p>Chaque plaque est coupée à la longueur de votre rampant, de 1 m à 12 m, ce qui évite les recouvrements transversaux sources de fuites et limite les chutes. Préparez votre liste de plaques avec notre <a href="/configurateur">configurateur</a>, puis commandez en ligne ou demandez un devis.</p>
<h2>Des couleurs pour chaque projet</h2>
<p>Plus d’une quinzaine de teintes RAL sont disponibles, du blanc RAL 9010 au gris anthracite RAL 7016 en passant par le rouge tuile RAL 8012 et le vert mousse RAL 6005. Demandez gratuitement notre <a href="/services/echantillons-et-catalogues">nuancier</a>.</p>`,
    metaTitle: 'Metaliso : bacs acier, tôles et tuiles acier | Trefima',
    metaDescription:
      'Bacs acier, tôles ondulées, tuiles acier et bardages Metaliso profilés à la longueur en Martinique, adaptés aux cyclones et à l’air marin.',
  },
  {
    slug: 'armatures-certifiees',
    title: 'Armatures standard certifiées',
    subtype: 'range',
    summary:
      'Poteaux, poutres, semelles et longrines assemblés en usine sous certification NF AFCAB, disponibles sur stock et prêts à poser.',
    body: `<p>Les <strong>armatures standard certifiées</strong> Trefima sont des cages d’acier assemblées dans notre usine du Lamentin pour les éléments de structure les plus courants de la construction antillaise. Elles font gagner un temps précieux sur le chantier tout en garantissant un ferraillage régulier et conforme.</p>
<h2>Les familles d’armatures</h2>
<table>
<tr><th>Famille</th><th>Usage</th><th>Sections courantes</th></tr>
<tr><td>Poteaux</td><td>Poteaux carrés et rectangulaires, raidisseurs de maçonnerie</td><td>15 × 15 à 25 × 25 cm</td></tr>
<tr><td>Poutres</td><td>Poutres, linteaux, chaînages horizontaux</td><td>15 × 20 à 20 × 40 cm</td></tr>
<tr><td>Semelles</td><td>Semelles filantes et isolées</td><td>Largeurs de 35 à 60 cm</td></tr>
<tr><td>Longrines</td><td>Liaison entre massifs ou pieux</td><td>20 × 30 à 25 × 50 cm</td></tr>
</table>
<p>Les sections indiquées sont celles du coffrage ; les cages sont dimensionnées pour respecter l’enrobage nominal correspondant, à condition d’utiliser des <a href="/categorie/cales-et-distanciers">cales d’enrobage</a> adaptées.</p>
<h2>Pourquoi choisir une armature certifiée ?</h2>
<ul>
<li><strong>Conformité</strong> : acier B500B NF AFCAB, façonnage selon la NF A 35-027, mandrins conformes à l’Eurocode 2.</li>
<li><strong>Régularité</strong> : cadres calibrés sur gabarit, espacements constants, ancrages et crochets réalisés à la machine.</li>
<li><strong>Productivité</strong> : plus de découpe ni de ligature sur le chantier, pose directe dans le coffrage.</li>
<li><strong>Traçabilité</strong> : chaque armature est étiquetée avec sa référence et son lot d’acier.</li>
</ul>
<h2>En zone sismique</h2>
<p>Aux Antilles, les cadres des poteaux et des poutres doivent être resserrés dans les zones critiques, près des nœuds, et fermés par des crochets à 135°. Nos armatures standard intègrent ces dispositions courantes ; pour un projet soumis à une étude sismique spécifique, notre bureau d’études réalise des armatures sur plan conformes à vos nomenclatures.</p>
<h2>Hors standard ?</h2>
<p>Section particulière, longueur spéciale, ferraillage renforcé : commandez vos armatures en <a href="/services/faconnage-sur-plan">façonnage sur plan</a>. Consultez aussi notre conseil <a href="/conseils/lire-une-nomenclature-d-armatures">lire une nomenclature d’armatures</a>.</p>`,
    metaTitle: 'Armatures standard certifiées NF AFCAB | Trefima',
    metaDescription:
      'Poteaux, poutres, semelles et longrines assemblés en usine en acier B500B certifié NF AFCAB : des armatures prêtes à poser aux Antilles.',
  },
  {
    slug: 'treillis-soudes-trefima',
    title: 'Les treillis soudés Trefima',
    subtype: 'range',
    summary:
      'Panneaux de structure ST, treillis de dallage PAF, rouleaux et raidisseurs soudés au Lamentin en acier B500B certifié.',
    body: `<p>Le treillis soudé est l’armature la plus économique pour les éléments plans en béton : dalles, dallages, voiles, radiers, chapes et terrasses. Trefima soude ses panneaux au Lamentin à partir de fils HA B500B, à chaque croisement, conformément à la norme NF A 35-080-2.</p>
<h2>Panneaux de structure ST</h2>
<p>Les treillis de structure sont dimensionnés par le calcul et utilisés dans les dalles, voiles et radiers. Ils sont disponibles en panneaux de <strong>2,40 × 6,00 m</strong> et <strong>3,00 × 6,00 m</strong>, avec ou sans about.</p>
<table>
<tr><th>Référence</th><th>Maille (mm)</th><th>Section longitudinale (cm²/m)</th><th>Usage type</th></tr>
<tr><td>ST 10</td><td>200 × 300</td><td>1,19</td><td>Dallages légers, chapes armées</td></tr>
<tr><td>ST 20</td><td>150 × 300</td><td>1,89</td><td>Dalles de faible portée</td></tr>
<tr><td>ST 25 C</td><td>150 × 150</td><td>2,57</td><td>Dalles courantes, voiles</td></tr>
<tr><td>ST 40 C</td><td>100 × 100</td><td>3,85</td><td>Dalles chargées, radiers</td></tr>
<tr><td>ST 50 C</td><td>100 × 100</td><td>5,03</td><td>Ouvrages fortement sollicités</td></tr>
</table>
<h2>Treillis de dallage PAF</h2>
<p>Plus légers, les panneaux PAF servent d’armature de retrait et de répartition pour les dallages sur terre-plein, les chapes, les terrasses et les allées. Ils limitent la fissuration due au retrait du béton, particulièrement sensible sous le soleil des Antilles.</p>
<h2>Raidisseurs et chaînages</h2>
<p>Les raidisseurs et treillis de chaînage soudés sont prêts à poser dans les maçonneries de blocs, pour les chaînages verticaux et horizontaux exigés par les règles parasismiques.</p>
<h2>Bien poser un treillis</h2>
<ul>
<li>Respectez les <strong>recouvrements</strong> de l’Eurocode 2 (NF EN 1992-1-1 §8.7.5), ou ceux du bureau d’études s’ils sont plus longs : bien plus de deux mailles pour des fils porteurs (environ 60 fois leur diamètre dans un béton C25/30). Notre outil de calepinage les calcule panneau par panneau.</li>
<li>Surélevez le treillis sur des <strong>cales</strong> adaptées : un treillis posé au sol ne sert à rien.</li>
<li>En bord de mer, augmentez l’<strong>enrobage</strong> selon la classe d’exposition XS : voir notre conseil <a href="/conseils/enrobage-des-aciers-en-bord-de-mer">enrobage des aciers en bord de mer</a>.</li>
</ul>
<p>Pour choisir le bon panneau, lisez notre guide <a href="/conseils/choisir-son-treillis-soude">choisir son treillis soudé</a> ou parcourez la catégorie <a href="/categorie/treillis-soudes">treillis soudés</a>.</p>`,
    metaTitle: 'Treillis soudés ST et PAF | Trefima Martinique',
    metaDescription:
      'Panneaux ST, treillis de dallage PAF et raidisseurs soudés au Lamentin en acier B500B certifié NF AFCAB, pour dalles, voiles et terrasses.',
  },
];
