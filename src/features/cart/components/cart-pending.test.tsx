/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '../../../i18n/provider';
import { CartPending } from './cart-pending';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /panier while its cart loads, on a phone (390 × 844): the footer must not be in sight under the loading status, to
 * be pushed down when the lines arrive (CLS 0.22 with 24rem kept). A cart of one to three lines, stacked on a phone
 * (lines, remarks, totals, buttons), reaches past the screen's bottom: so does the status there, the footer below the
 * first screen in both. Wider, the columns side by side are shorter than a screen: the 24rem kept as before.
 */
it('keeps, on a phone, the height of a screen while the cart loads; 24rem on a wider one', () => {
  render(
    <I18nProvider>
      <CartPending />
    </I18nProvider>,
  );
  const status = screen.getByRole('status');
  expect(status.textContent).toMatch(/Chargement/);
  // the heights by width are its CSS module's (a media query at 640 px): none inline, which would win over them
  const kept = status.closest('[data-cart-loading]');
  expect(kept?.classList.contains('pending')).toBe(true);
  expect(status.style.minHeight).not.toMatch(/vh|vw/);
});
