import { Link } from 'react-router-dom';
import { css } from '@emotion/react';
import { formatCents, type OrderSummary } from 'contracts';
import { theme } from 'shared-ui';
import { formatOrderDate } from '../order-text';
import { OrderStatusLabel } from './order-status';

const { colors, space, fontSizes, fontWeights, radii } = theme;

const styles = {
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm, maxWidth: '44rem' }),
  row: css({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: `${space.xs} ${space.md}`,
    alignItems: 'center',
    padding: space.md,
    border: `1px solid ${colors.border}`,
    borderRadius: radii.soft,
    background: colors.surface,
    color: colors.text,
    textDecoration: 'none',
    '&:hover': { borderColor: colors.borderStrong },
  }),
  number: css({ fontWeight: fontWeights.medium }),
  meta: css({ color: colors.textMuted, fontSize: fontSizes.sm }),
  total: css({ fontWeight: fontWeights.medium, justifySelf: 'end', fontVariantNumeric: 'tabular-nums' }),
};

/** The shopper's orders, newest first; each row opens the order. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul role="list" css={styles.list}>
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={order.number}
            css={styles.row}
            aria-label={`Order ${order.number}, ${formatOrderDate(order.createdAt)}`}
          >
            <span css={styles.number}>Order {order.number}</span>
            <span css={styles.total}>{formatCents(order.totalCents)}</span>
            <span css={styles.meta}>
              {formatOrderDate(order.createdAt)} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
            </span>
            <span css={{ justifySelf: 'end' }}>
              <OrderStatusLabel status={order.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
