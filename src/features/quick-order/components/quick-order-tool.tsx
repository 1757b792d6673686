import { useState } from 'react';
import { useSessionToken } from '../../session';
import { QuickOrderForm } from './quick-order-form';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './quick-order.module.css';
import { useHydrated } from '../../../hooks/use-hydrated';

// read only when someone is signed in
const QuickOrderRefusal = lazyPart(() => import('./quick-order-refusal'));

/**
 * The quick order, for whoever may prepare a cart: a visitor, a customer, a
 * company's person whose role may (domain/companies/roles.ts). Every call of
 * the tool prepares a cart (its lines checked, a file read, the lines put in
 * the cart: backend/src/companies/guarded-calls.ts), so a role that may not
 * (the accountant) is told why in its place, as the statement tells why not.
 */
export function QuickOrderTool() {
  // none while the built HTML hydrates (it was built without one), as useSession reads it: no mismatch
  const token = useSessionToken();
  const signedIn = useHydrated() && token !== null;
  const [refused, setRefused] = useState<string | null>(null);
  if (refused) return <p className={styles.refused}>{refused}</p>;
  return (
    <>
      {signedIn && (
        <PartBoundary fallback={null}>
          <QuickOrderRefusal onRefused={setRefused} />
        </PartBoundary>
      )}
      <QuickOrderForm />
    </>
  );
}
