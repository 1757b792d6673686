import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { refuse, uint } from '../contract/query';

/* The path values of the company calls; their bodies are the forms of forms.ts. */
export { invitationForm as invitationBody, invitationAcceptForm as invitationAcceptBody, personPatchForm as personPatchBody } from './forms';
export { rulesForm as rulesBody, refusalForm as refusalBody, creditForm as creditBody } from './forms';
export { statementQuery } from './forms';

/** An id of the path that is not one names nothing: 404, as an unknown id. */
const pathId = z.transform((v: string | number, ctx): number => uint(v) ?? refuse(ctx, 'Cette ressource est introuvable.', { notFound: true }));
export const idParams = z.object({ id: pathId });

const unknownLink = 'Ce lien d’invitation est invalide ou a déjà servi : demandez une nouvelle invitation à votre administrateur.';
export const invitationTokenParams = z.object({
  token: z.transform((v: string, ctx): string => (typeof v === 'string' && /^[\w-]{20,100}$/.test(v) ? v : refuse(ctx, unknownLink, { notFound: true }))),
});

const statuses = ['en_attente', 'approuvee', 'refusee'] as const;
export const approvalsQuery = z.object({
  statut: z.optional(
    z.transform((v: string, ctx) =>
      (statuses as readonly string[]).includes(v) ? (v as (typeof statuses)[number]) : refuse(ctx, 'doit valoir « en_attente », « approuvee » ou « refusee »'),
    ),
  ),
});
