import { AddressStep } from '../components/checkout/address-step';
import { OrderLayout } from '../components/checkout/order-layout';

/** /adresse: delivery and billing addresses (order pipeline, step 2). */
export default function AddressPage() {
  return (
    <OrderLayout step="adresse" title="Mon adresse" requireCart>
      {({ customer }) => <AddressStep customer={customer} />}
    </OrderLayout>
  );
}
