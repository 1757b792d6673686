import type { PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { AccountLayout } from '../../components/account/account-layout';
import { OrderDetail } from '../../components/account/order-detail';
import { OrderList } from '../../components/account/order-list';
import { paths } from '../../lib/routes';

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
const pageOf = (search: string) => Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);

/**
 * /mes-commandes, the order history, and /mes-commandes/<id or number>, one
 * order. The id is read once mounted: the built HTML is the splat page's.
 */
export default function OrdersPage({ location }: PageProps) {
  const [id, setId] = useState<string | null>(null);
  // window.location: Gatsby's location re-encodes the path
  useEffect(() => setId(/^\/mes-commandes\/([^/]+)\/?$/.exec(window.location.pathname)?.[1] ?? null), [location.pathname]);
  const crumbs = id ? [{ label: 'Mes commandes', path: paths.orders }, { label: 'Détail de la commande' }] : [{ label: 'Mes commandes' }];
  return (
    <AccountLayout title="Mes commandes" pathname={paths.orders} crumbs={crumbs}>
      {({ customer }) =>
        id ? <OrderDetail customerId={customer.customer_id} id={decode(id)} /> : <OrderList customerId={customer.customer_id} page={pageOf(location.search)} />
      }
    </AccountLayout>
  );
}
