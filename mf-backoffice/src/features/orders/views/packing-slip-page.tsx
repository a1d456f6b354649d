import { Global } from '@emotion/react';
import { useParams } from 'react-router-dom';
import { SHOP_EMAIL } from 'contracts';
import { Button, Spinner, theme, useDocumentTitle, Notice } from 'shared-ui';
import { useOrder } from '../api/get-order';
import { addressLines, shippedLines } from '../components/order-lines';

const SLIP_ID = 'packing-slip';

/**
 * The printable packing slip: where it goes and what is in the box, no prices. Printing shows the slip only
 * (the back office's menu and buttons are hidden by the print rules below).
 */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  useDocumentTitle(order.data ? `Packing slip ${order.data.number}` : 'Packing slip');
  if (order.isPending) return <Spinner label="Loading the order" />;
  if (order.isError) return <Notice tone="error">{order.error.message}</Notice>;
  const o = order.data;
  const shipped = shippedLines(o);
  const address = o.shippingAddress as unknown as Record<string, string>;
  return (
    <>
      <Global
        styles={{
          '@media print': {
            'body *': { visibility: 'hidden' },
            [`#${SLIP_ID}, #${SLIP_ID} *`]: { visibility: 'visible' },
            [`#${SLIP_ID}`]: { position: 'absolute', inset: 0, padding: '12mm', fontSize: '11pt' },
            '@page': { margin: '10mm' },
          },
        }}
      />
      <p data-print="hide">
        <Button size="small" onClick={() => window.print()}>
          Print
        </Button>
      </p>
      <article id={SLIP_ID} aria-label="Packing slip" css={{ display: 'grid', gap: theme.space.md, maxWidth: '40rem' }}>
        <header>
          <h1 css={{ margin: 0, fontSize: theme.fontSizes.xl }}>Vesna · Order {o.number}</h1>
          <p css={{ margin: 0 }}>Packing slip · {new Date().toLocaleDateString('en-GB')}</p>
        </header>
        <section aria-label="Ship to">
          <strong>Ship to</strong>
          <address css={{ fontStyle: 'normal' }}>
            {addressLines(address).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </section>
        <table
          css={{
            width: '100%',
            borderCollapse: 'collapse',
            'th, td': { textAlign: 'left', padding: 4, borderBottom: `1px solid ${theme.colors.border}` },
          }}
        >
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Item</th>
              <th scope="col">Colour / size</th>
              <th scope="col">Qty</th>
              <th scope="col">Parcel</th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((line) => (
              <tr key={line.lineNo}>
                <td>{line.lineNo}</td>
                <td>{line.name}</td>
                <td>
                  {line.color} / {line.size.toUpperCase()}
                </td>
                <td>{line.quantity}</td>
                <td>{shipped.get(line.lineNo) ?? 'this parcel'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p css={{ margin: 0 }}>
          Returns and exchanges within 30 days from your account (Orders). Questions: {SHOP_EMAIL}
        </p>
      </article>
    </>
  );
}
