/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render } from '@testing-library/react';
import { keepFocus, useKeptFocus } from './keep-focus';

/** The sort control as a listing renders it: a new listing may mount a new one after the old one rendered again. */
function Sort({ label }: { label: string }) {
  const ref = useKeptFocus<HTMLSelectElement>('tri');
  return (
    <select ref={ref} aria-label={label}>
      <option>Pertinence</option>
    </select>
  );
}

it('gives the focus to the control of the listing that replaces the old one, even when the old one rendered again first', () => {
  const view = render(<Sort label="avant" />);
  const before = view.getByLabelText('avant');
  before.focus();
  keepFocus('tri');
  view.rerender(<Sort label="avant, encore" />); // the old listing renders once more before the new URL's listing takes its place
  expect(document.activeElement).toBe(before);
  view.rerender(
    <div key="new-listing">
      <Sort label="après" />
    </div>,
  );
  expect(document.activeElement).toBe(view.getByLabelText('après'));
});

it('forgets a request no listing took up, so that a later page does not steal the focus', () => {
  jest.useFakeTimers();
  try {
    const view = render(<Sort label="avant" />);
    view.getByLabelText('avant').focus();
    keepFocus('tri');
    view.rerender(<Sort label="avant" />);
    jest.advanceTimersByTime(10_000);
    view.rerender(
      <div key="later">
        <Sort label="plus tard" />
      </div>,
    );
    expect(document.activeElement).not.toBe(view.getByLabelText('plus tard'));
  } finally {
    jest.useRealTimers();
  }
});

it('leaves the buyer where he went: the same control rendering again does not take the focus back', () => {
  const view = render(
    <>
      <Sort label="tri" />
      <a href="#produit">Produit</a>
    </>,
  );
  view.getByLabelText('tri').focus();
  keepFocus('tri');
  view.getByText('Produit').focus();
  view.rerender(
    <>
      <Sort label="tri" />
      <a href="#produit">Produit</a>
    </>,
  );
  expect(document.activeElement).toBe(view.getByText('Produit'));
});
