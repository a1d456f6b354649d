import { css } from '@emotion/react';
import { formatCents, type OrderLine } from 'contracts';
import type { StaffOrder } from 'contracts/staff';
import { ProductPicture, theme } from 'shared-ui';

const { colors, space, fontSizes } = theme;

export const lineStyles = {
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm }),
  line: css({ display: 'grid', gridTemplateColumns: '48px 1fr auto', gap: space.sm, alignItems: 'center' }),
  image: css({ width: 48, height: 60, objectFit: 'cover', background: colors.surfaceMuted, display: 'block' }),
  muted: css({ color: colors.textMuted, fontSize: fontSizes.sm, margin: 0 }),
};

/** Which parcel carried each line: "Shipped 2 Dec with Meest (M-2)", or null while it waits. */
export function shippedLines(order: StaffOrder): Map<number, string> {
  const shipped = new Map<number, string>();
  for (const parcel of order.shipments ?? []) {
    if (parcel.exchangeNumber) continue;
    for (const line of parcel.lines) shipped.set(line.lineNo, `${parcel.carrier} ${parcel.trackingNumber}`);
  }
  return shipped;
}

/** "3. Cotton Slip Dress (black, L) × 1": a line to tick in the ship and refund forms (one dress in three sizes). */
export const lineChoice = (line: OrderLine, quantity = line.quantity) =>
  `${line.lineNo}. ${line.name} (${line.color}, ${line.size.toUpperCase()}) × ${quantity}`;

export const lineText = (line: OrderLine) =>
  `${line.color}, size ${line.size.toUpperCase()} · ${line.quantity} × ${formatCents(line.unitPriceCents)}`;

/** The lines as bought, with their photos and where each is. */
export function OrderLines({ order }: { order: StaffOrder }) {
  const shipped = shippedLines(order);
  return (
    <ul role="list" aria-label="Lines" css={lineStyles.list}>
      {order.lines.map((line) => (
        <li key={line.lineNo} css={lineStyles.line}>
          <ProductPicture
            src={line.image}
            sizes="48px"
            placeholder={line.placeholder}
            alt=""
            css={lineStyles.image}
            width={48}
            height={60}
            loading="lazy"
          />
          <div>
            <p css={{ margin: 0 }}>
              {line.lineNo}. {line.name}
            </p>
            <p css={lineStyles.muted}>{lineText(line)}</p>
            <p css={lineStyles.muted}>
              {shipped.has(line.lineNo) ? `Shipped: ${shipped.get(line.lineNo)}` : 'Not shipped yet'}
            </p>
          </div>
          <span css={{ fontVariantNumeric: 'tabular-nums' }}>{formatCents(line.lineTotalCents)}</span>
        </li>
      ))}
    </ul>
  );
}

/** An address form as sent (shipping or billing), in the order a label reads: name, street, town, country, phone. */
export function addressLines(address: Record<string, string>): string[] {
  const a = address;
  return [
    [a.firstName, a.lastName].filter(Boolean).join(' ') || a.name,
    a.addressLine1,
    a.addressLine2 && `apt. ${a.addressLine2}`,
    [a.zip, a.city].filter(Boolean).join(' '),
    a.country,
    a.phone,
  ].filter((line): line is string => Boolean(line));
}
