/** Choice lists of the forms, value → label. One place for the site's selects and the API's checks. */
const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const civilities = { m: 'Monsieur', mme: 'Madame' } as const;
export const customerTypes = { particulier: 'Particulier', professionnel: 'Professionnel' } as const;
export const contactSubjects = {
  information: 'Demande d’information',
  devis: 'Demande de devis',
  commande: 'Suivi de commande',
  technique: 'Question technique',
  // the privacy policy's way to the buyer's rights over his data (RGPD art. 12 to 22)
  donnees: 'Données personnelles',
  autre: 'Autre demande',
} as const;
export const roofTypes = {
  'bac-acier': 'Bac acier',
  'tole-ondulee': 'Tôle ondulée',
  'tuile-acier': 'Tuile acier',
  fibrociment: 'Fibrociment',
  autre: 'Autre',
} as const;
export const roofProblems = {
  fuites: 'Fuites ou infiltrations',
  corrosion: 'Rouille et corrosion',
  fixations: 'Fixations arrachées ou desserrées',
  condensation: 'Condensation',
  bruit: 'Bruit à la pluie',
  autre: 'Autre',
} as const;
export const lastMaintenance = {
  'moins-1-an': 'Moins d’un an',
  '1-3-ans': 'De 1 à 3 ans',
  'plus-3-ans': 'Plus de 3 ans',
  jamais: 'Jamais',
} as const;
export const partnerTrades = {
  couvreur: 'Couvreur',
  charpentier: 'Charpentier',
  macon: 'Maçon',
  ferrailleur: 'Ferrailleur',
  'entreprise-generale': 'Entreprise générale du bâtiment',
} as const;
export const departments = { '971': 'Guadeloupe', '972': 'Martinique', '973': 'Guyane' } as const;
export const sampleProducts = {
  'bac-t40': 'Bac acier T40',
  'bac-t35': 'Bac acier T35',
  'ondulee-76-18': 'Tôle ondulée 76/18',
  'tuile-acier': 'Tuile acier',
  'bardage-b35': 'Bardage B35',
} as const;
export const sampleColors = {
  'ral-9010': 'RAL 9010 Blanc pur',
  'ral-9002': 'RAL 9002 Blanc gris',
  'ral-1015': 'RAL 1015 Ivoire clair',
  'ral-7016': 'RAL 7016 Gris anthracite',
  'ral-7035': 'RAL 7035 Gris clair',
  'ral-3009': 'RAL 3009 Rouge oxyde',
  'ral-8012': 'RAL 8012 Brun rouge',
  'ral-6005': 'RAL 6005 Vert mousse',
  'ral-5008': 'RAL 5008 Bleu gris',
  aluzinc: 'Aluzinc',
} as const;
export const catalogues = {
  'acier-beton': 'Acier pour béton armé',
  'armatures-certifiees': 'Armatures standard certifiées',
  'couverture-bardage': 'Couverture et bardage Metaliso',
  nuancier: 'Nuancier des couleurs',
} as const;
export const catalogueFormats = { numerique: 'Numérique (PDF par e-mail)', papier: 'Papier (par courrier)' } as const;
export const projectTypes = {
  'maison-individuelle': 'Maison individuelle',
  'logement-collectif': 'Logement collectif',
  'batiment-tertiaire': 'Bâtiment tertiaire ou commercial',
  'batiment-industriel': 'Bâtiment industriel ou agricole',
  'ouvrage-art': 'Ouvrage d’art ou génie civil',
  autre: 'Autre',
} as const;
export const studyScopes = {
  ferraillage: 'Ferraillage (béton armé)',
  couverture: 'Couverture',
  bardage: 'Bardage',
} as const;

export const careerProfiles = {
  production: 'Production',
  logistique: 'Logistique',
  commercial: 'Commercial',
  maintenance: 'Maintenance',
  'bureau-d-etudes': 'Bureau d’études',
  administratif: 'Administratif',
  autre: 'Autre',
} as const;

export const values = {
  civilities: keys(civilities),
  customerTypes: keys(customerTypes),
  contactSubjects: keys(contactSubjects),
  roofTypes: keys(roofTypes),
  roofProblems: keys(roofProblems),
  lastMaintenance: keys(lastMaintenance),
  partnerTrades: keys(partnerTrades),
  departments: keys(departments),
  sampleProducts: keys(sampleProducts),
  sampleColors: keys(sampleColors),
  catalogues: keys(catalogues),
  catalogueFormats: keys(catalogueFormats),
  projectTypes: keys(projectTypes),
  studyScopes: keys(studyScopes),
  careerProfiles: keys(careerProfiles),
};
