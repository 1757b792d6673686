/** Templates and pages. */
export const pages = {};
