/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '../../../i18n/provider';
import { QuantityControl } from './quantity-control';

/**
 * − / + at a bound (the product's minimum, the stock): said unavailable, never `disabled`, which would drop the focus
 * of the button just pressed to the page; pressed there, nothing happens.
 */
function Line({ onChange, max }: { onChange: (q: number) => void; max?: number }) {
  const [quantity, setQuantity] = useState(20);
  return (
    <QuantityControl
      name="Distancier"
      quantity={quantity}
      min={10}
      step={10}
      max={max}
      onChange={(q) => {
        onChange(q);
        setQuantity(q);
      }}
    />
  );
}
const show = (max?: number) => {
  const onChange = jest.fn();
  render(
    <I18nProvider>
      <Line onChange={onChange} max={max} />
    </I18nProvider>,
  );
  return { onChange, user: userEvent.setup() };
};

it('keeps the focus on « − » when it reaches the minimum, said unavailable, and does nothing pressed there', async () => {
  const { onChange, user } = show();
  const decrease = screen.getByRole<HTMLButtonElement>('button', { name: 'Diminuer la quantité de Distancier' });
  expect(decrease.getAttribute('aria-disabled')).toBeNull();
  await user.click(decrease);
  expect(onChange).toHaveBeenLastCalledWith(10);
  expect(decrease.disabled).toBe(false);
  expect(decrease.getAttribute('aria-disabled')).toBe('true');
  expect(document.activeElement).toBe(decrease);
  await user.keyboard('{Enter}');
  expect(onChange).toHaveBeenCalledTimes(1);
});

it('keeps the focus on « + » when it reaches the stock, said unavailable, and does nothing pressed there', async () => {
  const { onChange, user } = show(30);
  const increase = screen.getByRole<HTMLButtonElement>('button', { name: 'Augmenter la quantité de Distancier' });
  expect(increase.getAttribute('aria-disabled')).toBeNull();
  await user.click(increase);
  expect(onChange).toHaveBeenLastCalledWith(30);
  expect(increase.disabled).toBe(false);
  expect(increase.getAttribute('aria-disabled')).toBe('true');
  expect(document.activeElement).toBe(increase);
  await user.keyboard('{Enter}');
  expect(onChange).toHaveBeenCalledTimes(1);
});
