// What the rest of the site uses of the feature "job-sites": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { useJobSites, useSiteChoices } from './api';
export { JobSites } from './components/job-sites';
export { SiteOptions } from './components/site-options';
