import { Link, navigate } from 'gatsby';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CartResponse, Customer } from '@trefima/domain/contract';
import { useCart } from '../../cart';
import { hasSessionToken, useSession, useSessionToken } from '../../session';
import { Seo } from '../../../components/seo/seo';
import { ErrorRetry } from '../../../components/common/error-retry';
import { OrderSteps, type OrderStep } from './order-steps';
import { WaitingStatus } from '../../../components/common/waiting-status';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

export interface OrderContext {
  customer: Customer;
  cart: CartResponse | null;
  /** another territory's cart is loading: `cart` is still the previous territory's */
  cartUpdating: boolean;
}

interface OrderLayoutProps {
  step: Exclude<OrderStep, 'panier'>;
  title: string;
  /** /adresse and /recapitulatif: an empty cart sends back to /panier */
  requireCart?: boolean;
  children: (context: OrderContext) => ReactNode;
}

/**
 * The frame of /adresse, /recapitulatif and /confirmation-commande: a
 * customer session is required (else to /connexion with the way back), a
 * 'Retour au Panier' link and the 4-step header. The content gets the
 * customer, and the cart once loaded.
 */
export function OrderLayout({ step, title, requireCart = false, children }: OrderLayoutProps) {
  const intl = useIntl();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const token = useSessionToken();
  const session = useSession();
  const cart = useCart();
  const hasToken = mounted && (token !== null || hasSessionToken());
  const customer = session.customer;

  useEffect(() => {
    if (mounted && !hasSessionToken()) void navigate(`/connexion/${encodeURIComponent(window.location.pathname)}`, { replace: true });
  }, [mounted, token]);

  const cartEmpty = requireCart && Boolean(customer) && !cart.isLoading && !cart.error && !cart.cart?.cart.list.length;
  useEffect(() => {
    if (cartEmpty) void navigate('/panier', { replace: true });
  }, [cartEmpty]);

  let body: ReactNode;
  if (!mounted || (hasToken && !customer && !session.error)) body = <WaitingStatus>{t('checkout.layout.checkingSession')}</WaitingStatus>;
  else if (!hasToken) body = <WaitingStatus>{t('checkout.layout.loginRequired')}</WaitingStatus>;
  else if (!customer) body = <ErrorRetry title={t('checkout.layout.sessionFailed')} error={session.error} retry={() => session.mutate()} />;
  else if (requireCart && cart.error && !cart.cart)
    body = <ErrorRetry title={t('checkout.layout.cartFailed')} error={cart.error} retry={() => cart.mutate()} />;
  else if (requireCart && cart.isLoading && !cart.cart) body = <WaitingStatus>{t('checkout.layout.cartLoading')}</WaitingStatus>;
  else if (cartEmpty) body = <WaitingStatus>{t('checkout.layout.cartEmpty')}</WaitingStatus>;
  else body = children({ customer, cart: cart.cart, cartUpdating: cart.isLoading });

  return (
    <div className={`container ${styles.page}`}>
      <Seo title={title} noindex />
      <p className={styles.back}>
        <Link to="/panier" className={styles.backLink}>
          <span aria-hidden="true">{'←\u00a0'}</span>
          {intl.formatMessage({ id: 'checkout.back' })}
        </Link>
      </p>
      <OrderSteps current={step} />
      <h1>{title}</h1>
      {body}
    </div>
  );
}
