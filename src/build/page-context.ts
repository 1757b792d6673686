/** What every page built from data carries besides its own data. */
export interface Crumb {
  label: string;
  /** absent on the last crumb, the current page */
  path?: string;
}

export interface BaseContext {
  crumbs: Crumb[];
}
