import { ShopApiError } from '../../shop-client/errors';
import { jobSiteForm } from './form';

/**
 * Where the API's 422 messages go in the site's form. The API names the
 * address's fields `address.zipcode`, as the form does; a missing address as
 * a whole goes on its street, the first field left to fill. What no field
 * shows (a field the form does not have) joins the form's alert, so that no
 * message is lost.
 */
const TOP = new Set(Object.keys(jobSiteForm.shape).filter((k) => k !== 'address'));
const ADDRESS = new Set(Object.keys(jobSiteForm.shape.address.shape));

export function fieldOf(apiField: string): string | null {
  if (apiField === 'address') return 'address.street';
  const [head, sub, ...rest] = apiField.split('.');
  if (head === 'address' && sub && rest.length === 0 && ADDRESS.has(sub)) return apiField;
  return !sub && TOP.has(head) ? head : null;
}

export function placeFieldErrors(errors: Record<string, string>): { fields: Record<string, string>; unplaced: string[] } {
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [apiField, message] of Object.entries(errors)) {
    const field = fieldOf(apiField);
    // one message a field: the first the API gives
    if (field && !(field in fields)) fields[field] = message;
    else if (!field) unplaced.push(message);
  }
  return { fields, unplaced };
}

/** The API's failure with its messages placed on the form's fields; any other failure as it came. */
export function forTheForm(e: unknown): unknown {
  if (!(e instanceof ShopApiError) || Object.keys(e.fieldErrors).length === 0) return e;
  const { fields, unplaced } = placeFieldErrors(e.fieldErrors);
  return new ShopApiError(e.status, e.code, [e.message, ...unplaced].join(' '), e.call, e.url, fields);
}
