import { renderToStaticMarkup } from 'react-dom/server';
import type { JobSite } from '@trefima/domain/job-sites/contract';
import { JobSiteList } from './job-site-list';

/** What a site's card says, as the driver's brief, and what the list says when there is none. */
const site = (over: Partial<JobSite> = {}): JobSite => ({
  job_site_id: 7,
  name: 'Résidence Les Flamboyants',
  address: {
    address_id: 31,
    label: 'Résidence Les Flamboyants',
    civility: 'm',
    first_name: 'Rodolphe',
    last_name: 'Bellance',
    company: null,
    street: 'Route de Moudong',
    street2: null,
    zipcode: '97122',
    city: 'Baie-Mahault',
    country_code: 'FR',
    phone: '0690261234',
    is_default_delivery: false,
    is_default_billing: false,
  },
  contact_name: 'Joël, chef de chantier',
  contact_phone: '+590690112233',
  truck_access: 'porteur',
  truck_access_label: 'Porteur de 19 t au plus (pas de semi-remorque)',
  crane_needed: true,
  opening_hours: '7 h – 15 h, pas le samedi',
  access_notes: null,
  purchase_order: 'BC-2026-118',
  archived: false,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  ...over,
});
const noop = () => undefined;
const render = (sites: JobSite[], withArchived = false) =>
  renderToStaticMarkup(<JobSiteList sites={sites} withArchived={withArchived} pendingId={null} onEdit={noop} onArchive={noop} onRestore={noop} />);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const labels = (html: string) => [...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1].replace(/&quot;/g, '"'));

describe('JobSiteList', () => {
  it('shows a site: its address on one line, contact, truck, crane, hours and purchase order', () => {
    const said = text(render([site()]));
    expect(said).toContain('Résidence Les Flamboyants');
    expect(said).toContain('M. Rodolphe Bellance, Route de Moudong, 97122 Baie-Mahault, Tél. 06 90 26 12 34');
    expect(said).toContain('Contact Joël, chef de chantier, +590 690 11 22 33');
    expect(said).toContain('Accès camion Porteur de 19 t au plus (pas de semi-remorque)');
    expect(said).toContain('Grue du camion Nécessaire pour décharger');
    expect(said).toContain('Horaires 7 h – 15 h, pas le samedi');
    expect(said).toContain('Référence de commande BC-2026-118');
    // no access notes: the line is left out rather than said empty
    expect(said).not.toContain('Consignes d’accès');
  });

  it('names the site in each button, and says what is not given', () => {
    const html = render([site({ contact_name: null, contact_phone: null, crane_needed: false, opening_hours: null, purchase_order: null })]);
    expect(labels(html)).toEqual(['Vos chantiers', 'Modifier le chantier « Résidence Les Flamboyants »', 'Archiver le chantier « Résidence Les Flamboyants »']);
    expect(text(html)).toContain('Contact Non renseigné');
    expect(text(html)).toContain('Grue du camion Non nécessaire');
    expect(text(html)).toContain('Référence de commande Non renseigné');
  });

  it('offers « Réactiver » on an archived site, and neither « Modifier » nor « Archiver »', () => {
    const html = render([site(), site({ job_site_id: 8, name: 'École de Jarry', archived: true })], true);
    expect(labels(html)).toEqual([
      'Vos chantiers',
      'Modifier le chantier « Résidence Les Flamboyants »',
      'Archiver le chantier « Résidence Les Flamboyants »',
      'Réactiver le chantier « École de Jarry »',
    ]);
    expect(text(html)).toContain('École de Jarry Archivé');
  });

  it('says what a site is for when there is none yet', () => {
    const said = text(render([]));
    expect(said).toMatch(/^Vous n’avez pas encore de chantier\./);
    expect(said).toContain('adresse de livraison');
    expect(said).toContain('contraintes d’accès pour le chauffeur');
    expect(said).toContain('numéro de bon de commande');
    expect(render([])).not.toContain('<ul');
  });
});
