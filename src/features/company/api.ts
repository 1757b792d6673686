import useSWR, { mutate } from 'swr';
import type { Session } from '@trefima/domain/contract';
import type { BodyOf } from '@trefima/domain/contract/endpoint';
import type { FormerPerson, Person } from '@trefima/domain/companies/contract';
import {
  acceptInvitation,
  createInvitation,
  getCompany,
  getInvitationPreview,
  getInvitations,
  getFormerPeople,
  getPeople,
  removePerson,
  revokeInvitation,
  updatePerson,
  updateRules,
} from '@trefima/domain/companies/endpoints';
import { can, isCompanyRole } from '@trefima/domain/companies/roles';
import { shop } from '../../shop-client/browser';
import { sendUntilAnswered } from '../../shop-client/send-until-answered';
import { adoptSession, openMadeAccount } from '../account';
import { useSession } from '../session';

/**
 * The company's one door to the shop API. Its keys carry the customer, so
 * that another account never reads the previous one's company; each action
 * refreshes what it changed once the API has answered.
 */
const once = { revalidateOnFocus: false };
const companyKey = (customerId: number) => ['company', customerId] as const;
const peopleKey = (customerId: number) => ['company.people', customerId] as const;
const formerPeopleKey = (customerId: number) => ['company.people.former', customerId] as const;
const invitationsKey = (customerId: number) => ['company.invitations', customerId] as const;

/** The caller's company; nothing asked of a private buyer (`null`), who has none. */
export const useCompany = (customerId: number | null) => useSWR(customerId === null ? null : companyKey(customerId), () => shop(getCompany), once);

export const usePeople = (customerId: number) => useSWR(peopleKey(customerId), () => shop(getPeople), once);

export interface PeopleChoices {
  people: Person[];
  /** who left the company: his documents stay, under his name */
  former: FormerPerson[];
}

/**
 * The company's people to narrow its documents to one's, those who left
 * included, when there is a choice: none for a lone buyer, nor for a role the
 * API does not show its people to (GET /company/people and its former are the
 * administrator's: they are not even asked); null while that is not known yet.
 */
export function usePeopleChoices(customerId: number): PeopleChoices | null {
  const { customer } = useSession();
  const role = customer?.company_role;
  const allowed = !!role && isCompanyRole(role) && can(role, 'people.manage');
  const current = useSWR(allowed ? peopleKey(customerId) : null, () => shop(getPeople), once);
  const left = useSWR(allowed ? formerPeopleKey(customerId) : null, () => shop(getFormerPeople), once);
  const settled = (r: { data?: unknown; error?: unknown }) => r.data !== undefined || r.error !== undefined;
  // not known yet: the session, or the people of a role that may read them
  if (!customer || (allowed && !(settled(current) && settled(left)))) return null;
  const people = current.data ?? [];
  const former = left.data ?? [];
  return people.length > 1 || former.length > 0 ? { people, former } : { people: [], former: [] };
}

export const useInvitations = (customerId: number) => useSWR(invitationsKey(customerId), () => shop(getInvitations), once);

export type PersonValues = BodyOf<typeof updatePerson>;

/** The person as the API now has him, put in the list at once. */
export async function savePerson(customerId: number, id: number, values: PersonValues) {
  const saved = await shop(updatePerson, { params: { id }, body: values });
  await mutate(peopleKey(customerId), (list?: Person[]) => list?.map((p) => (p.id === id ? saved : p)), { revalidate: false });
  return saved;
}

/** His access ends at once (the API ends his sessions); the lists are read again. */
export async function removeColleague(customerId: number, id: number) {
  await shop(removePerson, { params: { id } });
  await Promise.all([mutate(peopleKey(customerId)), mutate(formerPeopleKey(customerId))]);
}

/** Sent again after its answer was lost on the way, under the same key: one invitation, mailed once. */
export async function invite(customerId: number, values: Omit<BodyOf<typeof createInvitation>, 'request_key'>) {
  const sent = await sendUntilAnswered(['invite', values], (key) => shop(createInvitation, { body: { ...values, request_key: key } }));
  // inviting an address again cancels its earlier link: the list says so
  await mutate(invitationsKey(customerId));
  return sent;
}

export async function revokeInvite(customerId: number, id: number) {
  await shop(revokeInvitation, { params: { id } });
  await mutate(invitationsKey(customerId));
}

export async function saveRules(customerId: number, values: BodyOf<typeof updateRules>) {
  const company = await shop(updateRules, { body: values });
  await mutate(companyKey(customerId), company, { revalidate: false });
  return company;
}

/** What the link invites to; a spent or unknown link is the API's French 404. */
export const useInvitationPreview = (token: string) =>
  useSWR(token ? ['invitation', token] : null, () => shop(getInvitationPreview, { params: { token } }), { ...once, shouldRetryOnError: false });

/**
 * The colleague's signup from his link (`email`, the invitation's): the account made, his session opens as a signup's
 * does (its token kept, the session known at once, his cart read); sent again after its answer was lost, the spent
 * link's account opens (openMadeAccount).
 */
export const acceptAndSignIn = (token: string, email: string, values: BodyOf<typeof acceptInvitation>): Promise<Session> =>
  openMadeAccount(
    email,
    String(values.password),
    async () => adoptSession(await shop(acceptInvitation, { params: { token }, body: values })),
    (e) => e.code === 'NOT_FOUND',
  );
