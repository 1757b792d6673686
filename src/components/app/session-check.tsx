import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useSession } from '../../hooks/use-session';
import { salesPlanIdAtom } from '../../state/territory';

/**
 * Runs on each load with a token: /user/logged says whether the session still
 * holds (use-session clears it otherwise); a customer who has not chosen a
 * territory gets his account's.
 */
export default function SessionCheck() {
  const { customer } = useSession();
  const [plan, setPlan] = useAtom(salesPlanIdAtom);
  useEffect(() => {
    if (customer && plan === null) setPlan(customer.sales_plan_id);
  }, [customer, plan, setPlan]);
  return null;
}
