import { formatCents, type Order } from 'contracts';
import { theme } from 'shared-ui';
import { formatOrderDate } from '../order-text';

/** What happened to the order after payment, each step with its date (the staff's steps and the returns). */
export function OrderProgress({ order }: { order: Order }) {
  const steps: { label: string; date: string; detail?: string }[] = [];
  if (order.paidAt) steps.push({ label: 'Paid', date: order.paidAt });
  if (order.shipment) {
    steps.push({
      label: 'Shipped',
      date: order.shipment.shippedAt,
      detail: `${order.shipment.carrier}, tracking number ${order.shipment.trackingNumber}`,
    });
  }
  if (order.deliveredAt) steps.push({ label: 'Delivered', date: order.deliveredAt });
  if (order.cancelledAt) {
    steps.push({ label: 'Cancelled', date: order.cancelledAt, detail: `Refunded ${formatCents(order.refundedCents)}` });
  }
  for (const ret of order.returns) {
    const what = ret.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
    steps.push({ label: `Return ${ret.number} requested`, date: ret.requestedAt, detail: `${what} (${ret.reason})` });
    if (ret.receivedAt) steps.push({ label: `Return ${ret.number} received`, date: ret.receivedAt });
    if (ret.refundedAt) {
      steps.push({
        label: `Return ${ret.number} refunded`,
        date: ret.refundedAt,
        detail: `${formatCents(ret.refundCents ?? 0)} to your card`,
      });
    }
  }
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="order-progress-heading">
      <h4
        id="order-progress-heading"
        css={{ margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}
      >
        Progress
      </h4>
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
        {steps.map((step) => (
          <li key={`${step.label}-${step.date}`} data-testid="order-step">
            <strong css={{ fontWeight: theme.fontWeights.medium }}>{step.label}</strong>{' '}
            <span css={{ color: theme.colors.textMuted }}>on {formatOrderDate(step.date)}</span>
            {step.detail && (
              <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{step.detail}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
