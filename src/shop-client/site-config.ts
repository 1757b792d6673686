import { KEYS, readJson } from '../state/storage';

/**
 * The site and default territory the build was made for (set by the layout
 * from its data), and the visitor's territory once chosen. Tiny, so that
 * every page can hold it without the API client.
 */
export const siteConfig = { siteId: 1, lang: 'fr', defaultPlanId: 1, targets: {} as Record<number, string> };

/** `plans`: each territory's target (trefima_gpe…), by which its clock is known (domain/calendar/time-zones.ts). */
export function configureShop(next: { siteId: number; defaultPlanId: number; plans: { id: number; target: string }[] }) {
  siteConfig.siteId = next.siteId;
  siteConfig.defaultPlanId = next.defaultPlanId;
  siteConfig.targets = Object.fromEntries(next.plans.map((p) => [p.id, p.target]));
}

/** The visitor's territory as stored (features/territory keeps it), readable outside React and before any atom has mounted. */
export const storedPlanId = () => readJson<number>(KEYS.plan);

export const currentPlanId = () => storedPlanId() ?? siteConfig.defaultPlanId;

/** The visitor's territory's target (trefima_mtq…), outside React: a date it fills in is of that territory's day. */
export const currentPlanTarget = (): string | undefined => siteConfig.targets[currentPlanId()];
