import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CartLine, Quotation } from '@trefima/domain/contract';
import { useCart } from '../api/use-cart';
import { useSession } from '../../session';
import { removeLine, setLineQuantity } from '../api/line-actions';
import { sayCartReplaced } from '../api/actions';
import { useCartReplaced } from '../use-stored-cart';
import { ErrorRetry } from '../../../components/common/error-retry';
import { wantedByProduct } from '@trefima/domain/catalogue/stock';
import { orderBlockedReason } from './availability';
import { CartCheckoutButtons } from './cart-checkout-buttons';
import { CartLineItem } from './cart-line-item';
import { CartMass } from './cart-mass';
import { CartTotals } from './cart-totals';
import { ComplementaryInformation } from './complementary-information';
import { CartPending } from './cart-pending';
import { EmptyCart } from './empty-cart';
import { ExportCartButton } from './export-cart-button';
import { FreeShippingNotice } from './free-shipping-notice';
import { QuotationCartBanner } from './quotation-cart-banner';
import { QuotationSent } from './quotation-sent';
import { TerritoryChangeNotice } from './territory-change-notice';
import * as styles from './cart.module.css';
import { articlesHeading } from '../cart-figures';
import { t } from '@trefima/domain/i18n/t';
import { focusStayed } from '../../../hooks/use-focus-request';

/**
 * The content of /panier. Every change goes through features/cart/api/actions (the
 * header's live region announces it); a failed one rolls back and its
 * message stays on the page. A cart that cannot load shows why, with
 * 'Réessayer': its token stays in storage, nothing is lost. `keepAsList` is
 * the saved lists' offer to keep the cart as a list, given by the page
 * (components/cart/cart-with-lists.tsx): the saved lists use the cart.
 */
export function CartView({ keepAsList }: { keepAsList?: ReactNode }) {
  const { cart, error, isLoading, writing, mutate } = useCart();
  const { isLogged } = useSession();
  const [info, setInfo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [quotation, setQuotation] = useState<Quotation | null>(null);
  const [removedLast, setRemovedLast] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // the cart shown was ordered or made a quotation on another device meanwhile: said here until the next change
  const replaced = useCartReplaced();
  useEffect(() => () => sayCartReplaced(null), []);
  const failed = (e: unknown) => setNotice(t('cart.view.changeFailed', { message: (e as Error).message }));
  const onQuantity = (line: CartLine, quantity: number) => {
    const from = document.activeElement;
    setNotice(null);
    sayCartReplaced(null);
    setLineQuantity(line, quantity)
      .then((res) => {
        if (res.cart.list.some((l) => l.id === line.id)) return;
        // removed meanwhile in another tab: its controls went with it, as on a removal; a buyer gone on to another
        // line or a link while the answer came keeps his place (the header's live region says what happened)
        if (!focusStayed(from)) return;
        setRemovedLast(res.cart.list.length === 0);
        heading.current?.focus();
      })
      .catch(failed);
  };
  const onRemove = (line: CartLine) => {
    setNotice(null);
    sayCartReplaced(null);
    heading.current?.focus(); // the button goes away with its line
    // and with the last line, the list: the empty cart's heading takes the focus
    setRemovedLast(cart?.cart.list.length === 1);
    removeLine(line).catch(failed);
  };

  const pending = !cart && !error && isLoading;
  // The script's guess only stands for the built page: once the cart is known
  // (or on a later visit within the app, where the script does not run) the
  // real state decides.
  useEffect(() => {
    if (!pending) document.documentElement.classList.remove('cart-known-empty');
  }, [pending]);

  if (quotation) return <QuotationSent quotation={quotation} />;
  if (!cart && error) return <ErrorRetry title={t('cart.view.loadFailed')} error={error} retry={() => mutate()} />;
  if (pending) return <CartPending />;
  if (!cart || cart.cart.list.length === 0)
    return (
      <>
        {(notice ?? replaced) && <p className={styles.notice}>{notice ?? replaced}</p>}
        <EmptyCart takeFocus={removedLast} />
      </>
    );

  const { list, amount, free_shipping, complementary_information } = cart.cart;
  // another territory was chosen: its cart is on its way, the previous one stays on screen meanwhile
  const updating = isLoading;
  const wanted = wantedByProduct(list);
  return (
    <>
      {error && <ErrorRetry title={t('cart.view.refreshFailed')} error={error} retry={() => mutate()} />}
      {(notice ?? replaced) && <p className={styles.notice}>{notice ?? replaced}</p>}
      <TerritoryChangeNotice />
      {cart.cart.quotation && <QuotationCartBanner quotation={cart.cart.quotation} />}
      <div className={styles.layout}>
        <section aria-labelledby="panier-articles" className={styles.lines}>
          <h2 id="panier-articles" ref={heading} tabIndex={-1} className={styles.heading}>
            {articlesHeading(list)}
          </h2>
          <ul className={styles.list} aria-label={t('cart.view.lines')}>
            {list.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                wanted={wanted.get(line.element_id)}
                onQuantity={onQuantity}
                onRemove={onRemove}
                locked={!!cart.cart.quotation}
              />
            ))}
          </ul>
          {/* the API refuses any write to a quotation's cart, remarks included */}
          {!cart.cart.quotation && <ComplementaryInformation value={info ?? complementary_information} saved={complementary_information} onChange={setInfo} />}
        </section>
        <aside aria-labelledby="panier-total" className={styles.summary}>
          <h2 id="panier-total" className={styles.heading}>
            {t('cart.view.total')}
          </h2>
          <FreeShippingNotice freeShipping={free_shipping} />
          <p role="status" className={styles.updating}>
            {updating ? t('cart.view.updating') : writing ? t('cart.view.totalsPending') : ''}
          </p>
          <CartTotals amount={amount} label={t('cart.view.totals')} busy={updating || writing} />
          <CartMass list={list} />
          <CartCheckoutButtons
            information={info ?? complementary_information}
            isLogged={isLogged}
            blocked={updating ? t('cart.view.updating') : orderBlockedReason(list)}
            onQuotation={setQuotation}
            fromQuotation={!!cart.cart.quotation}
          />
          {/* a quotation's cart is the proposal as accepted: ordered, not asked again nor kept as a list */}
          {!cart.cart.quotation && keepAsList}
          <ExportCartButton />
        </aside>
      </div>
    </>
  );
}
