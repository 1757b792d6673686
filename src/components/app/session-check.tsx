import { useEffect } from 'react';
import { useSession } from '../../features/session';
import { useChooseTerritory, useTerritory } from '../../features/territory';

/**
 * Runs on each load with a token: /user/logged says whether the session still
 * holds (use-session clears it otherwise); a customer who has not chosen a
 * territory gets his account's.
 */
export default function SessionCheck() {
  const { customer } = useSession();
  const { chosenId } = useTerritory();
  const choose = useChooseTerritory();
  useEffect(() => {
    // the page's prices stay pending until the live ones of his territory arrive
    if (customer && chosenId === null) choose(customer.sales_plan_id, { settled: false });
  }, [customer, chosenId, choose]);
  return null;
}
