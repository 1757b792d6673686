import { useEffect } from 'react';
import { refusal } from '@trefima/domain/companies/roles';
import { companyRoleOf } from '../../approvals';
import { useSession } from '../../session';

/**
 * Who is signed in, read for the quick order only when someone is (loaded then, not with the page: the session's
 * reading and the role table weigh on every visitor's first load): a company's person whose role may not prepare a
 * cart (the accountant) has the role's sentence given to `onRefused`.
 */
export default function QuickOrderRefusal({ onRefused }: { onRefused: (sentence: string) => void }) {
  const { customer } = useSession();
  const role = customer ? companyRoleOf(customer) : null;
  const refused = role ? refusal(role, 'carts.prepare') : null;
  useEffect(() => {
    if (refused) onRefused(refused);
  }, [refused, onRefused]);
  return null;
}
