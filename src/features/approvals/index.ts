// What the rest of the site uses of the feature "approvals": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { submitOrderForApproval } from './api';
export { companyRoleOf } from './company-role';
export { approvalsNavLinks } from './nav-links';
export { ApprovalSubmitted } from './components/approval-submitted';
export { Approvals } from './components/approvals';
