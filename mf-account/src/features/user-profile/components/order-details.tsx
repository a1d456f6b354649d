import { css } from '@emotion/react';
import { formatCents, type Order } from 'contracts';
import { useState, type ReactNode } from 'react';
import { Button, ProductPicture, mq, theme } from 'shared-ui';
import { formatOrderDate, lineDetails } from '../order-text';
import { AddressSummary } from './address-summary';
import { OrderProgress } from './order-progress';
import { OrderStatusLabel } from './order-status';
import { ExchangeForm } from './exchange-form';
import { ReturnForm } from './return-form';
import { cardBlock } from './tab-panel';

const { colors, space, fontSizes, fontWeights, fonts } = theme;

const styles = {
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm }),
  heading: css({ fontFamily: fonts.display, fontWeight: fontWeights.medium, fontSize: fontSizes.lg, margin: 0 }),
  lines: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md }),
  line: css({ display: 'grid', gridTemplateColumns: '64px 1fr auto', gap: space.md, alignItems: 'center' }),
  image: css({ width: 64, height: 80, objectFit: 'cover', background: colors.surfaceMuted, display: 'block' }),
  muted: css({ color: colors.textMuted, fontSize: fontSizes.sm, margin: 0 }),
  amounts: css({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: space.xs,
    margin: 0,
    fontVariantNumeric: 'tabular-nums',
    '& dd': { margin: 0, textAlign: 'right' },
  }),
  total: css({ fontWeight: fontWeights.medium, paddingTop: space.xs, borderTop: `1px solid ${colors.border}` }),
  columns: css({
    display: 'grid',
    gap: space.lg,
    maxWidth: '44rem',
    [mq.tablet]: { gridTemplateColumns: '1fr 1fr' },
  }),
};

/**
 * "Code SPRING10 (10 %)" with its amount kept on one line: the narrow totals box wrapped it at the percent sign.
 */
function unbrokenAmount(label: string): ReactNode {
  const amount = / \([^()]*\)$/.exec(label);
  if (!amount) return label;
  return (
    <>
      {label.slice(0, amount.index + 1)}
      <span css={{ whiteSpace: 'nowrap' }}>{amount[0].slice(1)}</span>
    </>
  );
}

/**
 * One order: status, its lines as bought (names and prices of that day), the totals and where it goes, what
 * happened after payment, and "Return items" while its 30 days last.
 */
export function OrderDetails({ order, onReturned }: { order: Order; onReturned: (order: Order) => void }) {
  const [returning, setReturning] = useState(false);
  const [exchanging, setExchanging] = useState(false);
  const address = order.shippingAddress;
  const canReturn = order.returnableUntil !== null && order.lines.some((line) => line.returnableQuantity > 0);
  const canExchange =
    order.returnableUntil !== null && order.lines.some((line) => line.returnableQuantity > 0 && !line.finalSale);
  return (
    <article aria-labelledby="order-heading" css={{ display: 'grid', gap: space.lg }}>
      <div css={styles.header}>
        <h3 id="order-heading" css={styles.heading}>
          Order {order.number}
        </h3>
        <OrderStatusLabel status={order.status} />
      </div>
      <p css={styles.muted}>
        Placed on {formatOrderDate(order.createdAt)}
        {order.paidAt ? ` · paid on ${formatOrderDate(order.paidAt)}` : ''}
      </p>
      <ul role="list" css={[styles.lines, { maxWidth: '44rem' }]} aria-label="Items">
        {order.lines.map((line) => (
          <li key={`${line.productId}/${line.color}/${line.size}`} css={styles.line}>
            <ProductPicture
              src={line.image}
              sizes="64px"
              placeholder={line.placeholder}
              alt=""
              css={styles.image}
              width={64}
              height={80}
              loading="lazy"
            />
            <div>
              <p css={{ margin: 0 }}>{line.name}</p>
              <p css={styles.muted}>{lineDetails(line)}</p>
            </div>
            <span css={{ fontVariantNumeric: 'tabular-nums' }}>{formatCents(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <div css={styles.columns}>
        <section aria-label="Totals" css={cardBlock}>
          <dl css={styles.amounts}>
            <dt>Subtotal</dt>
            <dd>{formatCents(order.subtotalCents)}</dd>
            {order.discount && (
              <>
                <dt>{unbrokenAmount(order.discount.label)}</dt>
                <dd>−{formatCents(order.discount.amountCents)}</dd>
              </>
            )}
            <dt>Tax</dt>
            <dd>{formatCents(order.taxCents)}</dd>
            <dt>Shipping</dt>
            <dd>{order.shippingCents > 0 ? formatCents(order.shippingCents) : 'Free'}</dd>
            <dt css={styles.total}>Total</dt>
            <dd css={styles.total}>{formatCents(order.totalCents)}</dd>
            {order.refundedCents > 0 && (
              <>
                <dt>Refunded</dt>
                <dd>{formatCents(order.refundedCents)}</dd>
                <dt css={styles.total}>Total after refunds</dt>
                <dd css={styles.total}>{formatCents(order.totalCents - order.refundedCents)}</dd>
              </>
            )}
          </dl>
        </section>
        <section aria-label="Shipping address" css={cardBlock}>
          <h4 css={{ margin: `0 0 ${space.xs}`, fontSize: fontSizes.sm, color: colors.textMuted }}>Shipping to</h4>
          <AddressSummary address={address} />
          <p css={[styles.muted, { marginTop: space.sm }]}>Receipt sent to {order.email}</p>
        </section>
      </div>
      <OrderProgress order={order} />
      {canReturn && !returning && !exchanging && (
        <div css={{ display: 'grid', gap: space.xs, justifyItems: 'start' }}>
          <div css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={() => setReturning(true)}>
              Return items
            </Button>
            {canExchange && (
              <Button variant="secondary" onClick={() => setExchanging(true)}>
                Exchange an item
              </Button>
            )}
          </div>
          <p css={styles.muted}>You can return or exchange items until {formatOrderDate(order.returnableUntil!)}.</p>
        </div>
      )}
      {exchanging && (
        <section aria-label="Exchange an item" css={cardBlock}>
          <ExchangeForm
            order={order}
            onCancel={() => setExchanging(false)}
            onReturnInstead={() => {
              setExchanging(false);
              setReturning(true);
            }}
            onDone={(after) => {
              onReturned(after);
              setExchanging(false);
            }}
          />
        </section>
      )}
      {returning && (
        <section aria-label="Return items" css={cardBlock}>
          <ReturnForm
            order={order}
            onCancel={() => setReturning(false)}
            onDone={(after) => {
              // A return request answers the order as it is after it; shown at once, without loading it again.
              onReturned(after);
              setReturning(false);
            }}
          />
        </section>
      )}
    </article>
  );
}
