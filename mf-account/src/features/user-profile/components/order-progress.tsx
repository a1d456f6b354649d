import { capitalise, formatCents, sizeLabel, type Order } from 'contracts';
import { theme } from 'shared-ui';
import { formatOrderDate } from '../order-text';

/** "1 × Cotton Slip Dress (Black, S)": an order can hold one product in several sizes, which parcels tell apart. */
function linesText(order: Order, lines: { lineNo: number; name: string; quantity: number }[]): string {
  return lines
    .map((line) => {
      const bought = order.lines.find((candidate) => candidate.lineNo === line.lineNo);
      return `${line.quantity} × ${line.name}${bought ? ` (${capitalise(bought.color)}, ${sizeLabel(bought.size)})` : ''}`;
    })
    .join(', ');
}

/** What happened to the order after payment, each step with its date (the staff's steps and the returns). */
export function OrderProgress({ order }: { order: Order }) {
  const steps: { label: string; date: string; detail?: string; link?: string }[] = [];
  if (order.paidAt) steps.push({ label: 'Paid', date: order.paidAt });
  const parcels = (order.shipments ?? []).filter((parcel) => !parcel.exchangeNumber);
  // Partly shipped: more parcels follow, so none is counted "of" a total yet.
  const partly = order.status === 'partly-shipped';
  const several = parcels.length > 1 || partly;
  if (parcels.length > 0) {
    parcels.forEach((parcel, i) => {
      steps.push({
        label: several ? `Shipment ${i + 1}${partly ? '' : ` of ${parcels.length}`}` : 'Shipped',
        date: parcel.shippedAt,
        // One parcel carries the whole order; of several, each says what it holds.
        detail: `${several ? `${linesText(order, parcel.lines)} · ` : ''}${parcel.carrier}, tracking number ${parcel.trackingNumber}`,
        link: parcel.trackingUrl,
      });
    });
  } else if (order.shipment) {
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
  for (const refund of (order.refunds ?? []).filter((r) => r.kind === 'partial')) {
    steps.push({
      label: 'Refunded',
      date: refund.refundedAt,
      detail: `${formatCents(refund.amountCents)} to your card`,
    });
  }
  for (const ret of order.returns) {
    if (ret.kind === 'exchange') {
      const what = ret.lines
        .map(
          (l) =>
            `${l.name}${l.replacement ? ` for ${capitalise(l.replacement.color)}, ${sizeLabel(l.replacement.size)}` : ''}`,
        )
        .join(', ');
      steps.push({
        label: `Exchange ${ret.number} requested`,
        date: ret.requestedAt,
        detail: `${what} (${ret.reason})`,
      });
      if (ret.receivedAt) steps.push({ label: `Exchange ${ret.number} received`, date: ret.receivedAt });
      const parcel = (order.shipments ?? []).find((p) => p.exchangeNumber === ret.number);
      if (parcel) {
        steps.push({
          label: `Exchange ${ret.number}: replacement shipped`,
          date: parcel.shippedAt,
          detail: `${parcel.carrier}, tracking number ${parcel.trackingNumber}`,
          link: parcel.trackingUrl,
        });
      }
      continue;
    }
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
  const shipped = new Set(parcels.flatMap((parcel) => parcel.lines.map((l) => l.lineNo)));
  const stillToShip = partly ? order.lines.filter((line) => !shipped.has(line.lineNo)) : [];
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
              <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                {step.detail}
                {step.link && (
                  <>
                    {' · '}
                    <a href={step.link} target="_blank" rel="noreferrer">
                      Track the parcel
                    </a>
                  </>
                )}
              </p>
            )}
          </li>
        ))}
      </ol>
      {stillToShip.length > 0 && (
        <p
          data-testid="order-still-to-ship"
          css={{ margin: `${theme.space.sm} 0 0`, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}
        >
          Still to ship: {linesText(order, stillToShip)}. It follows in another parcel.
        </p>
      )}
    </section>
  );
}
