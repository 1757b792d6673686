import { KEYS, readJson } from '../state/storage';

/**
 * The site and default territory the build was made for (set by the layout
 * from its data), and the visitor's territory once chosen. Tiny, so that
 * every page can hold it without the API client.
 */
export const siteConfig = { siteId: 1, lang: 'fr', defaultPlanId: 1 };

export function configureShop(next: { siteId: number; defaultPlanId: number }) {
  siteConfig.siteId = next.siteId;
  siteConfig.defaultPlanId = next.defaultPlanId;
}

/** The visitor's territory as stored (features/territory keeps it), readable outside React and before any atom has mounted. */
export const storedPlanId = () => readJson<number>(KEYS.plan);

export const currentPlanId = () => storedPlanId() ?? siteConfig.defaultPlanId;
