import { AddressStep, OrderLayout } from '../features/checkout';
import { withIntl } from '../i18n/with-intl';
import { t } from '@trefima/domain/i18n/t';

/** /adresse: delivery and billing addresses (order pipeline, step 2). */
function AddressPage() {
  return (
    <OrderLayout step="adresse" title={t('checkout.addressPage.title')} requireCart>
      {({ customer, cart }) => <AddressStep customer={customer} cart={cart} />}
    </OrderLayout>
  );
}

export default withIntl(AddressPage);
