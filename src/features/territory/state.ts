import { persistedAtom } from '../../state/persisted-atom';
import { KEYS, readJson } from '../../state/storage';

/**
 * The visitor's territory (sales plan id): null until chosen, then kept
 * across visits. Every API call carries it (see shop-client/browser.ts).
 */
export const salesPlanIdAtom = persistedAtom<number | null>(KEYS.plan, null);

/** The stored choice, readable outside React and before any atom has mounted. */
export const storedPlanId = () => readJson<number>(KEYS.plan);
