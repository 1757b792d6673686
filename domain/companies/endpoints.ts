import { z } from 'zod/mini';
import { approval, approvals, company, formerPeople, invitation, invitationPreview, invitations, people, person, statement } from './contract';
import { endpoint } from '../contract/endpoint';
import { fileAnswer } from '../contract/file-answer';
import { order } from '../orders/contract';
import { session } from '../customers/contract';
import type { orderBody } from '../orders/requests';
import type {
  approvalsQuery,
  idParams,
  invitationAcceptBody,
  invitationBody,
  invitationTokenParams,
  personPatchBody,
  refusalBody,
  rulesBody,
  statementQuery,
} from './requests';

/* A company that buys together (issue 46): the session names the person, and through him his company. */
type Id = { params: z.input<typeof idParams> };
const auth = { auth: 'required' } as const;

export const getCompany = /*#__PURE__*/ endpoint('company', 'GET', '/company', company, auth);
export const getPeople = /*#__PURE__*/ endpoint('company.people', 'GET', '/company/people', people, auth);
/** The people who left (administrator): their documents can still be listed by their name. */
export const getFormerPeople = /*#__PURE__*/ endpoint('company.people.former', 'GET', '/company/people/former', formerPeople, auth);
/** Changes a person's role or monthly limit (administrator). */
export const updatePerson = /*#__PURE__*/ endpoint<typeof person, Id & { body: z.input<typeof personPatchBody> }>(
  'company.person.update',
  'PATCH',
  '/company/people/{id}',
  person,
  auth,
);
/** Removes a person from the company: his sessions end at once, what he did stays the company's (a 204). */
export const removePerson = /*#__PURE__*/ endpoint<z.ZodMiniNull, Id>('company.person.remove', 'DELETE', '/company/people/{id}', /*#__PURE__*/ z.null(), auth);
export const getInvitations = /*#__PURE__*/ endpoint('company.invitations', 'GET', '/company/invitation', invitations, auth);
export const createInvitation = /*#__PURE__*/ endpoint<typeof invitation, { body: z.input<typeof invitationBody> }>(
  'company.invitation.create',
  'POST',
  '/company/invitation',
  invitation,
  auth,
);
export const revokeInvitation = /*#__PURE__*/ endpoint<z.ZodMiniNull, Id>(
  'company.invitation.revoke',
  'DELETE',
  '/company/invitation/{id}',
  /*#__PURE__*/ z.null(),
  auth,
);
type Token = { params: z.input<typeof invitationTokenParams> };
/** What the invitation's link shows before the colleague signs up; no token. */
export const getInvitationPreview = /*#__PURE__*/ endpoint<typeof invitationPreview, Token>('invitation', 'GET', '/invitation/{token}', invitationPreview);
/** The colleague signs up from the link, once: his session, as a sign-in answers it. */
export const acceptInvitation = /*#__PURE__*/ endpoint<typeof session, Token & { body: z.input<typeof invitationAcceptBody> }>(
  'invitation.accept',
  'POST',
  '/invitation/{token}',
  session,
);
export const updateRules = /*#__PURE__*/ endpoint<typeof company, { body: z.input<typeof rulesBody> }>(
  'company.rules',
  'PATCH',
  '/company/rules',
  company,
  auth,
);

/** Submits the checkout's order for approval instead of placing it (the same body as POST /order). */
export const submitForApproval = /*#__PURE__*/ endpoint<typeof approval, { body: z.input<typeof orderBody> }>(
  'order.approval',
  'POST',
  '/order/approval',
  approval,
  auth,
);
export const getApprovals = /*#__PURE__*/ endpoint<typeof approvals, { query?: z.input<typeof approvalsQuery> }>(
  'company.approvals',
  'GET',
  '/company/approval',
  approvals,
  auth,
);
/** Places the held order, checked again now (stock, prices, credit): the order, or the French reason it cannot be. */
export const approve = /*#__PURE__*/ endpoint<typeof order, Id>('company.approval.approve', 'POST', '/company/approval/{id}/approve', order, auth);
export const refuseApproval = /*#__PURE__*/ endpoint<typeof approval, Id & { body: z.input<typeof refusalBody> }>(
  'company.approval.refuse',
  'POST',
  '/company/approval/{id}/refuse',
  approval,
  auth,
);

type StatementCall = { query?: z.input<typeof statementQuery> };
export const getStatement = /*#__PURE__*/ endpoint<typeof statement, StatementCall>('company.statement', 'GET', '/company/statement', statement, auth);
export const getStatementPdf = /*#__PURE__*/ endpoint<typeof fileAnswer, StatementCall>('company.statement.pdf', 'GET', '/company/statement/pdf', fileAnswer, {
  ...auth,
  file: true,
});
export const getStatementCsv = /*#__PURE__*/ endpoint<typeof fileAnswer, StatementCall>('company.statement.csv', 'GET', '/company/statement/csv', fileAnswer, {
  ...auth,
  file: true,
});
