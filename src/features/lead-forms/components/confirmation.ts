/*
 * Where a sent lead form leads, and the reference the confirmation page may
 * show. Kept apart (no schema, no client) for the confirmation page.
 */

/** Where a sent form leads: /confirmation/<form>?ref=<reference>. */
export const confirmationPath = (form: string, reference?: string | null) => `/confirmation/${form}${reference ? `?ref=${encodeURIComponent(reference)}` : ''}`;

/** A reference as the API gives them (CON-2026-000123): anything else in ?ref= is not shown. */
export const isReference = (v: string | null | undefined): v is string => !!v && /^[A-Z]{2,5}-\d{4}-[A-Z0-9]{1,12}$/.test(v);
