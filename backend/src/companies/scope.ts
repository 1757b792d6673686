/**
 * What a company shares (issue 46): job sites, saved lists, bar schedules,
 * quotations, orders, invoices and the address book are the company's, each
 * still saying who made it. In SQL, `customer_id IN ${SHARED}` with the
 * caller's id as its one parameter: his company's people, removed ones
 * included (what they did stays the company's); himself alone outside a
 * company. Another company's row is not found, never forbidden.
 */
export const SHARED = `(SELECT o.id FROM customer o JOIN customer me ON me.id = ? WHERE o.id = me.id OR o.company_id = me.company_id)`;
