import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CARRIERS, type StaffReturnQueueItem } from 'contracts/staff';
import { Button, Spinner, TextField, theme, useDocumentTitle, Notice, PageHeading, Select } from 'shared-ui';
import { tableStyles } from '../../../components/table-styles';
import { useReturnQueue } from '../api/list-returns';
import { useReceiveReturn } from '../api/receive-return';
import { useShipReplacement } from '../api/ship-replacement';
import { shopTime } from '../components/order-status';

/**
 * Returns and exchanges waiting for the staff, oldest first: receive what came back (stock back; a return is
 * refunded, and receiving it again retries a refund the processor refused), then ship an exchange's replacement.
 */
export function ReturnsPage() {
  useDocumentTitle('Returns and exchanges');
  const queue = useReturnQueue();
  return (
    <>
      <PageHeading>Returns and exchanges</PageHeading>
      {queue.isPending ? (
        <Spinner label="Loading returns" />
      ) : queue.isError ? (
        <Notice tone="error">The returns could not be loaded: {queue.error.message}</Notice>
      ) : queue.data.items.length === 0 ? (
        <Notice>Nothing is waiting: every return is received and refunded, every exchange shipped.</Notice>
      ) : (
        <div css={tableStyles.scroller}>
          <table css={tableStyles.table}>
            <caption css={{ textAlign: 'left', padding: theme.space.xs }}>Waiting, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Order</th>
                <th scope="col">Items</th>
                <th scope="col">Asked</th>
                <th scope="col">Next step</th>
              </tr>
            </thead>
            <tbody>
              {queue.data.items.map((item) => (
                <QueueRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function QueueRow({ item }: { item: StaffReturnQueueItem }) {
  const receive = useReceiveReturn();
  const ship = useShipReplacement();
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [tracking, setTracking] = useState('');
  const error = receive.error ?? ship.error;
  return (
    <tr>
      <td>
        {item.number}
        <br />
        {item.kind === 'exchange' ? 'Exchange' : 'Return'}
      </td>
      <td>
        <Link to={`/staff/orders/${item.orderNumber}`}>{item.orderNumber}</Link>
        <br />
        {item.email}
      </td>
      <td>
        {item.lines.map((line) => (
          <div key={line.lineNo}>
            {line.quantity} × {line.name}
            {line.replacement && ` → ${line.replacement.color}, ${line.replacement.size.toUpperCase()}`}
          </div>
        ))}
        <span css={{ color: theme.colors.textMuted }}>{item.reason}</span>
      </td>
      <td>{shopTime(item.requestedAt)}</td>
      <td>
        {item.status === 'requested' ? (
          <Button size="small" loading={receive.pending} onClick={() => void receive.run(item.id).catch(() => null)}>
            Receive {item.kind === 'return' ? 'and refund' : ''}
          </Button>
        ) : item.kind === 'return' ? (
          <Button size="small" loading={receive.pending} onClick={() => void receive.run(item.id).catch(() => null)}>
            Try the refund again
          </Button>
        ) : (
          <form
            aria-label={`Ship the replacement of ${item.number}`}
            onSubmit={(event) => {
              event.preventDefault();
              void ship.run({ id: item.id, parcel: { carrier, trackingNumber: tracking } }).catch(() => null);
            }}
            css={{ display: 'grid', gap: theme.space.xs, minWidth: 200 }}
          >
            <Select
              label="Carrier"
              value={carrier}
              options={CARRIERS.map((value) => ({ value, label: value }))}
              onChange={(event) => setCarrier(event.target.value)}
            />
            <TextField label="Tracking number" value={tracking} onChange={(event) => setTracking(event.target.value)} />
            <Button type="submit" size="small" loading={ship.pending}>
              Ship the replacement
            </Button>
          </form>
        )}
        {error && <Notice tone="error">{error.message}</Notice>}
      </td>
    </tr>
  );
}
