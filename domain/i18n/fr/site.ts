/** Listings, content, templates, the page frame's tools and the error pages. */
export const site: Record<string, string> = {
  'pagination.previousShort': 'Précédente',
  'pagination.nextShort': 'Suivante',
  'pagination.pageWord': 'Page',
  'pagination.pagedTitle': '{title} – page {page}',

  'postalAddress.phone': 'Tél. :',

  'notFound.page.title': 'Page non trouvée',
  'notFound.page.oups': 'Oups !',
  'notFound.page.text': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  'notFound.access.label': 'Accès rapides',
  'notFound.access.gammes': 'Nos gammes',
  'notFound.access.products': 'Tous nos produits',
  'notFound.access.services': 'Nos services',
  'notFound.access.news': 'Actualités',
  'notFound.access.sitemap': 'Plan du site',
  'notFound.help.question': 'Besoin d’aide ?',
  'notFound.help.contact': 'Contactez-nous',
  'notFound.help.answer': 'nous vous répondons sous 48 heures ouvrées.',
  'notFound.page.backHome': 'Retour à l’accueil',

  'serverError.page.title': 'Une erreur a eu lieu',
  'serverError.page.text': 'Nous n’avons pas pu afficher cette page. Merci de réessayer dans quelques instants.',
  'serverError.page.backHome': 'Retour à l’accueil',

  'header.account.account': 'Mon compte',
  'header.account.login': 'Connexion',

  'header.cart.label': 'Panier',
  'header.cart.articles.one': 'article',
  'header.cart.articles.other': 'articles',
  'header.cart.empty': 'vide',

  'header.search.label': 'Rechercher un produit, une gamme, un conseil',
  'header.search.placeholder': 'Rechercher…',
  'header.search.submit': 'Lancer la recherche',

  'header.territory.label': 'Territoire :',
  'header.territory.none': 'Territoire',

  'home.slider.label': 'À la une',
  'home.slider.roleDescription': 'carrousel',
  'home.slider.slideRoleDescription': 'diapositive',
  'home.slider.slideLabel': '{index} sur {total}',
  'home.slider.previous': 'Diapositive précédente',
  'home.slider.next': 'Diapositive suivante',

  'home.page.description':
    'Acier pour béton armé, treillis soudés, armatures certifiées, couverture et bardage : commandez en ligne au prix de la Martinique, de la Guadeloupe ou de la Guyane.',
  'home.page.title': 'Trefima, l’acier de vos chantiers aux Antilles et en Guyane',
  'home.gammes.title': 'Nos gammes',
  'home.gammes.all': 'Toutes nos gammes',
  'home.news.title': 'Actualités',
  'home.news.all': 'Toutes les actualités',

  'video.metaliso.title': 'Metaliso : la fabrication d’un bac acier',

  'video.youtube.withdraw': 'Ne plus afficher les vidéos YouTube',
  'video.youtube.show': 'Afficher la vidéo (YouTube peut déposer des cookies)',
  'video.youtube.watch': 'Voir la vidéo sur YouTube',

  'listing.filters.label': 'Filtres',
  'listing.filters.brand': 'Marque',
  'listing.filters.color': 'Couleur',
  'listing.filters.tags': 'Caractéristiques',
  'listing.filters.width': 'Largeur',
  'listing.filters.length': 'Longueur',
  'listing.filters.clear': 'Effacer les filtres',
  'listing.filters.toggle': 'Filtrer',
  'listing.filters.active.one': '{count} filtre actif',
  'listing.filters.active.other': '{count} filtres actifs',

  'listing.price.legend': 'Prix (€ HT)',
  'listing.price.min': 'Prix minimum',
  'listing.price.max': 'Prix maximum',
  'listing.price.apply': 'Appliquer',
  'listing.price.all': 'Tous les prix',
  'listing.price.invalid': 'Saisissez un montant en euros, par exemple 12,50.',
  'listing.price.order': 'Le prix minimum doit être inférieur ou égal au prix maximum.',

  'listing.sort.label': 'Trier par',
  'listing.sort.relevance': 'Pertinence',
  'listing.sort.priceAsc': 'Prix croissant',
  'listing.sort.priceDesc': 'Prix décroissant',
  'listing.sort.nameAsc': 'Nom, de A à Z',
  'listing.sort.nameDesc': 'Nom, de Z à A',
  'listing.sort.newest': 'Nouveautés',
  'listing.sort.perKg': 'Ces produits se vendent à des unités différentes (barre, tonne, pièce…) : ils sont triés par prix au kilo.',

  'listing.results.count.one': '{count} produit',
  'listing.results.count.other': '{count} produits',
  'listing.results.loading': 'Chargement des produits…',

  'listing.category.childs': 'Sous-catégories',

  'listing.catalogue.title': 'Nos armatures',
  'listing.catalogue.description':
    'Barres HA, treillis soudés, armatures certifiées, coupe et façonnage sur plan, accessoires : toutes nos catégories d’acier pour béton armé.',

  'product.meta.reference': 'Réf.',
  'product.stock.inStock': 'En stock',
  'product.stock.inStockQuantity': 'En stock ({quantity})',

  'product.price.label': 'Prix',
  'product.price.excludingTax': 'hors taxes',
  'product.cut.note': 'Profilé à la longueur de votre choix, de {min} m à {max} m.',
  'product.minimum.note': 'Commande minimum : {quantity}.',
  'product.meshLayout.link': 'Combien de panneaux pour votre dalle ? Calculer le calepinage',
  'product.specs.title': 'Caractéristiques',
  'product.description.title': 'Description',

  'product.specs.reference': 'Référence',
  'product.specs.brand': 'Marque',
  'product.specs.color': 'Couleur',
  'product.specs.diameter': 'Diamètre',
  'product.specs.thickness': 'Épaisseur',
  'product.specs.width': 'Largeur',
  'product.specs.length': 'Longueur',
  'product.specs.weight': 'Poids',
  'product.specs.unit': 'Unité de vente',
  'product.specs.packaging': 'Conditionnement',
  'product.specs.millimetres': '{value} mm',
  'product.specs.metres': '{value} m',
  'product.specs.onDemand': 'à la demande',
  'product.specs.weightValue': '{value} kg / {unit}',
  'product.specs.byTheTonne': 'Vendu à la tonne, au poids',
  'product.specs.step': 'par {step}',

  'content.filters.all': 'Tous',
  'content.filters.category': 'Catégorie',
  'content.filters.tag': 'Mot-clé',

  'content.card.tags': 'Mots-clés',

  'content.article.published': 'Publié le',
  'content.article.in': 'dans',
  'content.article.tags': 'Mots-clés :',

  'content.page.related': 'À lire aussi',

  'content.list.count.one': '{count} résultat',
  'content.list.count.other': '{count} résultats',
  'content.list.empty': 'Aucun article ne correspond à ces filtres.',
  'content.list.description': '{title} : les pages de Trefima, acier pour béton armé et couverture métallique aux Antilles et en Guyane.',

  'content.gamme.products': 'Les produits de la gamme',
  'content.gamme.more': 'Découvrir la gamme en détail',
  // a range and a service are often named as the category of their products: their titles say what they are
  'content.gamme.seoTitle': '{title} – Nos gammes',
  'content.service.seoTitle': '{title} – Nos services',

  'content.gammes.title': 'Nos gammes',
  'content.gammes.description': 'Armatures certifiées, treillis soudés, barres, couverture et bardage Metaliso : toutes les gammes Trefima.',

  'content.info.title': 'Informations',
  'content.info.description': 'Toutes les pages d’information de Trefima.',

  'career.list.title': 'Carrières',
  'career.list.count.one': '{count} offre',
  'career.list.count.other': '{count} offres',
  'career.list.description': '{title} : rejoignez Trefima, Metaliso et le groupe Acoma, nos offres d’emploi aux Antilles et en Guyane.',
  'career.list.noMatch': 'Aucune offre ne vous correspond ?',
  'career.list.spontaneous': 'Envoyez une candidature spontanée',
  'career.filters.company': 'Société',
  'career.filters.profile': 'Métier',
  'career.filters.location': 'Lieu',

  'career.offer.published': 'publiée le',
  'career.offer.apply': 'Postuler à cette offre',
  'career.offer.formLoading': 'Chargement du formulaire…',

  'sitemap.page.title': 'Plan du site',
  'sitemap.page.description': 'Toutes les pages du site Trefima.',
};
