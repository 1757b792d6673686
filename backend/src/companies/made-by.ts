import type { Db } from '../db';

export interface Made {
  made_by?: { id: number; name: string };
}

/**
 * What a piece of a company's shared work says of who made it (issue 46):
 * the person's id and name when he belongs to a company, nothing for a
 * private buyer's. One prepared statement per repository, read per row.
 */
export function madeByOf(db: Db): (customerId: number) => Made {
  const person = db.prepare("SELECT company_id, first_name || ' ' || last_name AS name FROM customer WHERE id = ?");
  return (customerId) => {
    const row = person.get(customerId) as { company_id: number | null; name: string } | undefined;
    return row && row.company_id !== null ? { made_by: { id: customerId, name: row.name } } : {};
  };
}
