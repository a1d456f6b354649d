import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { capitalise, formatMoney } from 'contracts';
import { STAFF_ORDER_STATUS_LABELS } from 'contracts/order-status';
import { staffRoleAllows, type StaffCustomerDeleted, type StaffCustomerDetail } from 'contracts/staff';
import { Button, Spinner, theme, useDocumentTitle, visuallyHiddenStyle, Notice, PageHeading } from 'shared-ui';
import { type ApiRequestError } from 'shared-ui/state';
import { layoutStyles } from '../../../components/layout-styles';
import { tableStyles } from '../../../components/table-styles';
import { useStaffSession } from '../../auth/api/get-staff-session';
import { useCustomer } from '../api/get-customer';
import { useDownloadCustomerData } from '../api/export-customer-data';
import { DeleteCustomerDialog } from '../components/delete-customer-dialog';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} css={{ display: 'grid', gap: theme.space.xs }}>
      <h2 css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>{title}</h2>
      {children}
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // Focusable: on a phone the table scrolls sideways inside its box, and a keyboard must reach what is hidden
    // (axe's scrollable-region-focusable); a named region says what the focus is on.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={tableStyles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table css={[tableStyles.table, { minWidth: 480 }]}>
        <caption css={visuallyHiddenStyle}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const cardText = (card: StaffCustomerDetail['card']) =>
  card
    ? `${capitalise(card.brand)} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`
    : 'No saved card';

const newsletterText = (newsletter: StaffCustomerDetail['newsletter']) =>
  newsletter ? `${capitalise(newsletter.status)} since ${day(newsletter.since)}` : 'Never subscribed';

/**
 * One customer: her details, orders, returns, newsletter and back-in-stock subscriptions, and her card as
 * brand, last four and expiry. An owner also exports her data (JSON) and deletes her account.
 */
export function CustomerPage() {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const role = useStaffSession().data?.role;
  const download = useDownloadCustomerData();
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState<StaffCustomerDeleted | null>(null);
  useDocumentTitle(customer.data ? `${customer.data.firstName} ${customer.data.lastName}` : 'Customer');

  if (deleted)
    return (
      <>
        <PageHeading>Account deleted</PageHeading>
        <Notice tone="success">
          <p>
            The account was deleted. {deleted.ordersKept} paid order(s) stay in the shop&apos;s accounts without her
            name, e-mail and addresses.
          </p>
          <p>
            <Link to="/staff/customers">Back to customers</Link>
          </p>
        </Notice>
      </>
    );
  if (customer.isPending) return <Spinner label="Loading the customer" />;
  if (customer.isError) {
    const missing = (customer.error as ApiRequestError).status === 404;
    return (
      <Notice tone={missing ? 'info' : 'error'}>
        <p>{missing ? 'There is no such customer.' : customer.error.message}</p>
        <p>
          <Link to="/staff/customers">Back to customers</Link>
        </p>
      </Notice>
    );
  }
  const c = customer.data;
  const canExport = role && staffRoleAllows(role, 'GET /staff/customers/:id/export');
  const canDelete = role && staffRoleAllows(role, 'DELETE /staff/customers/:id');
  return (
    <>
      <div css={[layoutStyles.toolbar, { justifyContent: 'space-between', gap: theme.space.sm }]}>
        <PageHeading subtitle={`${c.email} · customer since ${day(c.createdAt)}`}>
          {c.firstName} {c.lastName}
        </PageHeading>
        <div css={layoutStyles.toolbar}>
          {canExport && (
            <Button
              variant="secondary"
              loading={download.pending}
              onClick={() => void download.run(c.id).catch(() => null)}
            >
              Export her data (JSON)
            </Button>
          )}
          {canDelete && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Delete account
            </Button>
          )}
        </div>
      </div>
      {download.error && <Notice tone="error">The export failed: {download.error.message}</Notice>}
      <div css={{ display: 'grid', gap: theme.space.lg }}>
        <dl
          css={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            gap: `${theme.space.xxs} ${theme.space.md}`,
            margin: 0,
            dt: { color: theme.colors.textMuted },
            dd: { margin: 0 },
          }}
        >
          <dt>Email</dt>
          <dd>
            {c.email} ({c.emailVerified ? 'verified' : 'not verified'})
          </dd>
          <dt>Phone</dt>
          <dd>{c.phoneNumber || '—'}</dd>
          <dt>Card</dt>
          <dd>{cardText(c.card)}</dd>
          <dt>Newsletter</dt>
          <dd>{newsletterText(c.newsletter)}</dd>
        </dl>
        <Section title={`Orders (${c.orders.length})`}>
          {c.orders.length === 0 ? (
            <p css={{ margin: 0 }}>No orders.</p>
          ) : (
            <Table
              caption="Her orders"
              head={['Order', 'Placed', 'Status', 'Total', 'Refunded']}
              rows={c.orders.map((o) => [
                `#${o.number}`,
                day(o.createdAt),
                STAFF_ORDER_STATUS_LABELS[o.status],
                formatMoney(o.total),
                o.refunded ? formatMoney(o.refunded) : '—',
              ])}
            />
          )}
        </Section>
        <Section title={`Returns (${c.returns.length})`}>
          {c.returns.length === 0 ? (
            <p css={{ margin: 0 }}>No returns.</p>
          ) : (
            <Table
              caption="Her returns"
              head={['Return', 'Order', 'Asked', 'Status', 'Refund']}
              rows={c.returns.map((r) => [
                `R${r.number}`,
                `#${r.orderNumber}`,
                day(r.requestedAt),
                capitalise(r.status),
                r.refund === null ? '—' : formatMoney(r.refund),
              ])}
            />
          )}
        </Section>
        <Section title={`Back-in-stock requests (${c.backInStock.length})`}>
          {c.backInStock.length === 0 ? (
            <p css={{ margin: 0 }}>None waiting.</p>
          ) : (
            <ul css={{ margin: 0, paddingLeft: theme.space.md }}>
              {c.backInStock.map((r) => (
                <li key={`${r.productId}-${r.color}-${r.size}`}>
                  <Link to={`/staff/products/${r.productId}`}>{r.productName}</Link> in {r.color}, size{' '}
                  {r.size.toUpperCase()} (since {day(r.createdAt)})
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      {canDelete && (
        <DeleteCustomerDialog
          customer={c}
          open={confirming}
          onClose={() => setConfirming(false)}
          onDeleted={(result) => {
            setConfirming(false);
            setDeleted(result);
          }}
        />
      )}
    </>
  );
}
