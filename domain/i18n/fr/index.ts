import { account } from './account';
import { barSchedules } from './bar-schedules';
import { cart } from './cart';
import { checkout } from './checkout';
import { common } from './common';
import { companies } from './companies';
import { companyPages } from './company-pages';
import { cuttingPlanPdf } from './cutting-plan-pdf';
import { cuttingPlanSolver } from './cutting-plan-solver';
import { approvalPages } from './approval-pages';
import { cartAndCheckout } from './cart-and-checkout';
import { forms } from './forms';
import { jobSites } from './job-sites';
import { layout } from './layout';
import { meshLayout } from './mesh-layout';
import { payments } from './payments';
import { quickOrder } from './quick-order';
import { savedLists } from './saved-lists';
import { site } from './site';
import { tools } from './tools';

/**
 * The messages react-intl formats (the cart and the order pipeline, which
 * need ICU formatting): compiled at build for the pages that load it.
 */
export const intlMessages: Record<string, string> = { ...common, ...checkout };

/** Every French message: the reference, and the fallback of every other language. */
export const fr: Record<string, string> = {
  ...intlMessages,
  ...layout,
  ...account,
  ...cartAndCheckout,
  ...cart,
  ...forms,
  ...tools,
  ...site,
  ...barSchedules,
  ...jobSites,
  ...quickOrder,
  ...savedLists,
  ...meshLayout,
  ...payments,
  ...companies,
  ...companyPages,
  ...approvalPages,
  ...cuttingPlanPdf,
  ...cuttingPlanSolver,
};
