// What the rest of the site uses of the feature "company": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { CompanySpace } from './components/company-space';
export { InvitationSignup } from './components/invitation-signup';
export { usePeopleChoices } from './api';
