import type { Address } from 'contracts';
import { theme } from 'shared-ui';

/** An address as a postal block: the saved address, or where an order goes (ShippingDetails has the same fields). */
export function AddressSummary({ address }: { address: Omit<Address, 'userId'> }) {
  return (
    <address css={{ fontStyle: 'normal', lineHeight: theme.lineHeights.normal, color: theme.colors.text }}>
      {address.firstName} {address.lastName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? `, apt. ${address.addressLine2}` : ''}
      <br />
      {address.zip} {address.city}
      <br />
      {address.country}
      <br />
      <span css={{ color: theme.colors.textMuted }}>
        {address.email} · {address.phone}
      </span>
    </address>
  );
}
