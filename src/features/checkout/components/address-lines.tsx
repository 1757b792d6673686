import type { Address } from '@trefima/domain/contract';
import { formatPhone } from '@trefima/domain/forms/phone';
import { t } from '@trefima/domain/i18n/t';

const civilities: Record<string, string> = { m: t('checkout.addressLines.mister'), mme: t('checkout.addressLines.madam') };

/** An address as lines of text (phrasing content, so that it fits in a radio's label). */
export function AddressLines({ address }: { address: Address }) {
  const lines = [
    [civilities[address.civility] ?? '', address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company,
    address.street,
    address.street2,
    `${address.zipcode} ${address.city}`,
    address.phone ? t('checkout.addressLines.phone', { phone: formatPhone(address.phone) }) : null,
  ].filter((l): l is string => Boolean(l));
  return (
    <>
      {lines.map((l, i) => (
        <span key={i} style={{ display: 'block' }}>
          {l}
        </span>
      ))}
    </>
  );
}
