import { persistedAtom } from '../../state/persisted-atom';
import { KEYS } from '../../state/storage';

/**
 * The visitor's territory (sales plan id): null until chosen, then kept
 * across visits. Every API call carries it (see shop-client/browser.ts).
 */
export const salesPlanIdAtom = persistedAtom<number | null>(KEYS.plan, null);

// the stored choice, read by the API client too, which holds it below every feature
export { storedPlanId } from '../../shop-client/site-config';
