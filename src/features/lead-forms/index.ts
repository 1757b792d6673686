// What the rest of the site uses of the feature "lead-forms": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { sendLead } from './api';
export { CandidatureSpontaneeForm } from './components/candidature-spontanee-form';
export { CatalogueForm } from './components/catalogue-form';
export { isReference } from './components/confirmation';
export { DiagnosticForm } from './components/diagnostic-form';
export { EchantillonForm } from './components/echantillon-form';
export { EntretienForm } from './components/entretien-form';
export { EtudeForm } from './components/etude-form';
export { PartenaireForm } from './components/partenaire-form';
