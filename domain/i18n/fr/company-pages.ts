/**
 * The company's own pages (src/features/company): its people, their roles and
 * limits, the invitations and the approval rules, and the invited colleague's
 * signup from his link.
 */
export const companyPages: Record<string, string> = {};
