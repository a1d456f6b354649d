import { css } from '@emotion/react';
import { Link, useParams } from 'react-router-dom';
import { formatCents } from 'contracts';
import type { StaffOrder } from 'contracts/staff';
import { Button, ButtonLink, Spinner, mq, theme, useDocumentTitle, Notice, PageHeading } from 'shared-ui';
import { type ApiRequestError } from 'shared-ui/state';
import { layoutStyles } from '../../../components/layout-styles';
import { useCancelOrder } from '../api/cancel-order';
import { useDeliverOrder } from '../api/deliver-order';
import { useOrder } from '../api/get-order';
import { OrderLines, addressLines, lineStyles, shippedLines } from '../components/order-lines';
import { ORDER_STATUS_LABELS, shopTime } from '../components/order-status';
import { OrderTimeline } from '../components/order-timeline';
import { RefundForm } from '../components/refund-form';
import { ShipForm } from '../components/ship-form';

const { space, colors, fontSizes } = theme;
const styles = {
  grid: css({ display: 'grid', gap: space.lg, [mq.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } }),
  card: css({
    border: `1px solid ${colors.border}`,
    background: colors.surface,
    padding: space.md,
    display: 'grid',
    gap: space.sm,
  }),
  heading: css({ margin: 0, fontSize: fontSizes.md }),
  amounts: css({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: space.xxs,
    margin: 0,
    fontVariantNumeric: 'tabular-nums',
    '& dd': { margin: 0, textAlign: 'right' },
  }),
};

/** One order for the fulfilment staff: what to ship, to whom, what was paid and refunded, and what happened. */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  useDocumentTitle(order.data ? `Order ${order.data.number}` : 'Order');
  if (order.isPending) return <Spinner label="Loading the order" />;
  if (order.isError)
    return (
      <Notice tone="error">
        {(order.error as ApiRequestError).status === 404
          ? `There is no order ${id}.`
          : `The order could not be loaded: ${order.error.message}`}
      </Notice>
    );
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: StaffOrder }) {
  const deliver = useDeliverOrder();
  const cancel = useCancelOrder();
  const anyShipped = (order.shipments ?? []).some((s) => !s.exchangeNumber);
  // Partly shipped: the lines still here ship in a parcel of their own.
  const canShip = order.status === 'paid' || order.status === 'partly-shipped';
  const canCancel = order.status === 'paid' && !anyShipped;
  const failure = deliver.error ?? cancel.error;
  return (
    <>
      <div css={[layoutStyles.toolbar, { justifyContent: 'space-between' }]}>
        <PageHeading>Order {order.number}</PageHeading>
        <div css={layoutStyles.toolbar}>
          <ButtonLink to={`/staff/orders/${order.number}/packing-slip`} variant="secondary" size="small">
            Packing slip
          </ButtonLink>
          {order.status === 'shipped' && (
            <Button size="small" loading={deliver.pending} onClick={() => void deliver.run(order.id).catch(() => null)}>
              Mark delivered
            </Button>
          )}
          {canCancel && (
            <Button
              size="small"
              variant="secondary"
              loading={cancel.pending}
              onClick={() => {
                if (window.confirm(`Cancel order ${order.number} and refund ${formatCents(order.refundableCents)}?`))
                  void cancel.run(order.id).catch(() => null);
              }}
            >
              Cancel and refund
            </Button>
          )}
        </div>
      </div>
      <p css={lineStyles.muted}>
        {ORDER_STATUS_LABELS[order.status]}
        {order.status === 'partly-shipped' && ` (${shippedLines(order).size} of ${order.lines.length} lines)`} · placed{' '}
        {shopTime(order.createdAt)}
        {order.paidAt ? ` · paid ${shopTime(order.paidAt)}` : ''}
      </p>
      {failure && <Notice tone="error">{failure.message}</Notice>}
      <div css={styles.grid}>
        <div css={{ display: 'grid', gap: space.lg, alignContent: 'start' }}>
          <section aria-labelledby="lines-heading" css={styles.card}>
            <h2 id="lines-heading" css={styles.heading}>
              Lines
            </h2>
            <OrderLines order={order} />
          </section>
          {canShip && (
            <section aria-labelledby="ship-heading" css={styles.card}>
              <h2 id="ship-heading" css={styles.heading}>
                Ship
              </h2>
              <ShipForm order={order} />
            </section>
          )}
          {(order.shipments ?? []).length > 0 && (
            <section aria-labelledby="parcels-heading" css={styles.card}>
              <h2 id="parcels-heading" css={styles.heading}>
                Parcels
              </h2>
              <ul css={{ margin: 0, paddingLeft: space.md }}>
                {order.shipments!.map((parcel) => (
                  <li key={`${parcel.trackingNumber}-${parcel.shippedAt}`}>
                    {shopTime(parcel.shippedAt)}: {parcel.carrier}{' '}
                    <a href={parcel.trackingUrl} target="_blank" rel="noreferrer">
                      {parcel.trackingNumber}
                    </a>{' '}
                    (
                    {parcel.exchangeNumber
                      ? `replacement of ${parcel.exchangeNumber}`
                      : parcel.lines.map((l) => `line ${l.lineNo}`).join(', ')}
                    )
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="timeline-heading" css={styles.card}>
            <h2 id="timeline-heading" css={styles.heading}>
              Timeline
            </h2>
            <OrderTimeline entries={order.timeline} />
          </section>
        </div>
        <div css={{ display: 'grid', gap: space.lg, alignContent: 'start' }}>
          <section aria-labelledby="customer-heading" css={styles.card}>
            <h2 id="customer-heading" css={styles.heading}>
              Customer
            </h2>
            <p css={{ margin: 0 }}>
              {order.customer.name} · <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            </p>
            <p css={lineStyles.muted}>Receipt and mails to {order.email}</p>
            <h3 css={[styles.heading, { fontSize: fontSizes.sm }]}>Shipping address</h3>
            <address css={{ fontStyle: 'normal' }}>
              {addressLines(order.shippingAddress as unknown as Record<string, string>).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </address>
            <h3 css={[styles.heading, { fontSize: fontSizes.sm }]}>Billing</h3>
            <address css={{ fontStyle: 'normal' }}>
              {addressLines({ name: order.billingName, ...order.billingAddress }).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </address>
          </section>
          <section aria-labelledby="payment-heading" css={styles.card}>
            <h2 id="payment-heading" css={styles.heading}>
              Payment and refunds
            </h2>
            <dl css={styles.amounts}>
              <dt>Subtotal</dt>
              <dd>{formatCents(order.subtotalCents)}</dd>
              {order.discount && (
                <>
                  <dt>{order.discount.label}</dt>
                  <dd>−{formatCents(order.discount.amountCents)}</dd>
                </>
              )}
              <dt>Tax</dt>
              <dd>{formatCents(order.taxCents)}</dd>
              <dt>Shipping</dt>
              <dd>{formatCents(order.shippingCents)}</dd>
              <dt>Paid by {order.payment.method === 'saved-card' ? 'saved card' : 'card'}</dt>
              <dd>{formatCents(order.totalCents)}</dd>
              <dt>Refunded</dt>
              <dd>{formatCents(order.refundedCents)}</dd>
            </dl>
            {order.staffRefunds.length > 0 && (
              <ul aria-label="Refunds" css={{ margin: 0, paddingLeft: space.md }}>
                {order.staffRefunds.map((refund) => (
                  <li key={refund.id}>
                    {formatCents(refund.amountCents)} ({refund.kind}){' '}
                    {refund.status === 'made'
                      ? `made ${shopTime(refund.settledAt ?? refund.createdAt)}`
                      : refund.status === 'failed'
                        ? `failed: ${refund.failure}`
                        : 'in progress'}
                  </li>
                ))}
              </ul>
            )}
            {order.refundableCents > 0 && <RefundForm order={order} />}
          </section>
          <p>
            <Link to="/staff/orders">All orders</Link>
          </p>
        </div>
      </div>
    </>
  );
}
