import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { addressForm, profileEditForm } from '../forms/account';
import { refuse, uint } from '../contract/query';

/*
 * What the customer's calls take. Their bodies are the site's own forms
 * (domain/forms/account.ts), so that the API and the forms say the same thing.
 */
export { askToCreateForm as askToCreateBody, addressForm as addressBody, changePasswordForm as changePasswordBody } from '../forms/account';
export { loginForm as loginBody, newPasswordForm as newPasswordBody, rewindForm as rewindBody, signupForm as signupBody } from '../forms/account';

/** An id of the path that is not one names nothing: 404, as an unknown id. */
const pathId = z.transform((v: string | number, ctx): number => uint(v) ?? refuse(ctx, 'Cette ressource est introuvable.', { notFound: true }));

// named as the client's endpoints name them (endpoints.ts), the route's path being the endpoint's
export const customerParams = z.object({ customerId: pathId });
export const addressParams = z.object({ customerId: pathId, addressId: pathId });

/** The profile and an address change by patches, merged with what is stored before the form's schema checks them. */
export type ProfilePatch = Partial<z.input<ReturnType<typeof profileEditForm>>>;
export type AddressPatch = Partial<z.input<typeof addressForm>>;

const tokenRequired = 'Le jeton d’autorisation est obligatoire.';

/** The back office's authorisation of an account request, with the one-time token it was mailed. */
export const authorizeCreationBody = z.object({
  token: z.transform((v: string, ctx): string => (typeof v === 'string' && v ? v : refuse(ctx, tokenRequired, { headline: tokenRequired }))),
});
