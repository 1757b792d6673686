import type { Crumb } from './page-context';
import type { SitemapEntry } from '@trefima/domain/contract';

/** The forms that have a page of their own (contact lives on the CMS page /contact, candidature on each offer). */
export type LeadPageForm = 'diagnostic' | 'entretien' | 'partenaire' | 'candidature-spontanee' | 'echantillon' | 'catalogue' | 'etude';

export interface LeadPageInfo {
  form: LeadPageForm;
  path: string;
  title: string;
  description: string;
  /** the short French intro under the title */
  intro: string;
  /** crumbs before the page's own */
  parents?: Crumb[];
}

/**
 * The form pages, built from one template (src/templates/lead-form-page.tsx)
 * by createShopPages: one page component for the seven, so that each page of
 * the site carries one more entry in Gatsby's page map, not seven.
 */
export const leadPages: LeadPageInfo[] = [
  {
    form: 'diagnostic',
    path: '/diagnostic-toiture',
    title: 'Diagnostic de toiture',
    description: 'Fuites, rouille, fixations arrachées après un cyclone : demandez le diagnostic de votre toiture métallique par un technicien Trefima.',
    intro:
      'Fuites, rouille, fixations arrachées après un coup de vent ? Décrivez votre toiture : un technicien vous appelle pour convenir d’une visite et vous remet un état des lieux avec ses préconisations.',
  },
  {
    form: 'entretien',
    path: '/entretien-toiture',
    title: 'Entretien de toiture',
    description: 'Nettoyage, démoussage, contrôle des fixations et des gouttières : demandez l’entretien de votre toiture métallique aux Antilles-Guyane.',
    intro:
      'Sel, humidité et soleil usent une couverture plus vite sous les tropiques. Un nettoyage et un contrôle des fixations tous les deux ou trois ans prolongent sa vie : dites-nous où se trouve votre toiture, nous revenons vers vous avec une proposition.',
  },
  {
    form: 'partenaire',
    path: '/devenir-partenaire',
    title: 'Devenir artisan partenaire',
    description: 'Couvreurs, charpentiers, maçons, ferrailleurs : rejoignez le réseau d’artisans partenaires Trefima en Martinique, Guadeloupe et Guyane.',
    intro:
      'Couvreur, charpentier, maçon ou ferrailleur ? Rejoignez notre réseau d’artisans partenaires : nous vous recommandons aux particuliers de votre secteur et vous accompagnons sur nos produits.',
  },
  {
    form: 'candidature-spontanee',
    path: '/candidature-spontanee',
    title: 'Candidature spontanée',
    description: 'Envoyez votre candidature spontanée à Trefima : production, logistique, commercial, maintenance, bureau d’études.',
    intro:
      'Aucune de nos offres ne vous correspond ? Envoyez-nous votre CV et votre lettre de motivation : notre service des ressources humaines étudie chaque candidature avec attention.',
    parents: [{ label: 'Carrières', path: '/carrieres' }],
  },
  {
    form: 'echantillon',
    path: '/demande-echantillon',
    title: 'Demander des échantillons',
    description: 'Recevez gratuitement des échantillons de nos profils de couverture et de bardage et de nos teintes RAL.',
    intro:
      'Voyez et touchez nos profils et nos teintes avant de choisir : nous vous envoyons gratuitement jusqu’à deux profils et deux couleurs, sous 5 jours ouvrés.',
  },
  {
    form: 'catalogue',
    path: '/demande-catalogue',
    title: 'Demander un catalogue',
    description: 'Recevez nos catalogues acier pour béton armé, armatures certifiées, couverture et bardage Metaliso et notre nuancier, en PDF ou sur papier.',
    intro:
      'Acier pour béton armé, armatures certifiées, couverture et bardage Metaliso, nuancier : recevez nos catalogues par e-mail en PDF, ou sur papier par courrier.',
  },
  {
    form: 'etude',
    path: '/demande-etude',
    title: 'Demander une étude',
    description: 'Ferraillage, couverture, bardage : confiez l’étude de votre projet au bureau d’études Trefima, à partir de vos plans ou d’une photo.',
    intro:
      'Ferraillage, couverture ou bardage : envoyez-nous un plan ou une photo de votre projet. Notre bureau d’études le chiffre et vous propose les armatures et les profils adaptés, sous 72 heures.',
  },
];

/**
 * The plan du site as the API sends it (catalogue, content, account), with
 * the form pages this site adds: they were found on every page in the main
 * menu's HTML, and are only there now once its dropdown opens (crawlers
 * follow the plan du site instead). A page the API already lists is kept once.
 */
export function withLeadPages(entries: SitemapEntry[]): SitemapEntry[] {
  const listed = new Set<string>();
  const walk = (list: SitemapEntry[]): void => {
    for (const e of list) {
      listed.add(e.path);
      walk(e.childs);
    }
  };
  walk(entries);
  const childs = leadPages.filter((p) => !listed.has(p.path)).map((p) => ({ label: p.title, path: p.path, childs: [] }));
  return childs.length === 0 ? entries : [...entries, { label: 'Vos demandes', path: '/contact', childs }];
}
