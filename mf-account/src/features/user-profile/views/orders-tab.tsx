import { Link, Route, Routes, useParams } from 'react-router-dom';
import { ButtonLink, Spinner, theme } from 'shared-ui';
import { LoadFailed } from '../components/load-failed';
import { OrderDetails } from '../components/order-details';
import { OrderList } from '../components/order-list';
import { TabPanel, cardBlock } from '../components/tab-panel';
import { useOrder, useOrders } from '../hooks/use-orders';
import { profileTabUrl } from '../profile-tabs';

function AllOrders() {
  const { state, reload } = useOrders();
  if (state.status === 'loading') return <Spinner label="Loading your orders" centered />;
  if (state.status === 'failed') return <LoadFailed what="orders" onRetry={reload} />;
  if (state.value.length === 0)
    return (
      <div css={cardBlock}>
        <p css={{ marginBottom: theme.space.md, color: theme.colors.textMuted }}>You have no orders yet</p>
        <ButtonLink to="/collection">Shop the collection</ButtonLink>
      </div>
    );
  return <OrderList orders={state.value} />;
}

function OneOrder() {
  const { orderId = '' } = useParams();
  const { state, reload, set } = useOrder(orderId);
  const back = (
    <Link to={profileTabUrl('orders')} css={{ color: theme.colors.text, justifySelf: 'start' }}>
      ← All orders
    </Link>
  );
  let body;
  if (state.status === 'loading') body = <Spinner label="Loading the order" centered />;
  else if (state.status === 'failed' && state.notFound)
    body = <p css={{ color: theme.colors.textMuted }}>We could not find this order in your account.</p>;
  else if (state.status === 'failed') body = <LoadFailed what="order" onRetry={reload} />;
  else body = <OrderDetails order={state.value} onReturned={set} />;
  return (
    <div css={{ display: 'grid', gap: theme.space.lg }}>
      {back}
      {body}
    </div>
  );
}

/**
 * Orders tab (issue 8): the shopper's orders, newest first, and one order's lines, totals, address
 * and status at /userProfile/orders/:orderId. Only the session's own orders are ever answered.
 */
export function OrdersTab() {
  return (
    <TabPanel title="Orders" intro="Your orders and their status. Receipts go to the e-mail given at checkout.">
      <Routes>
        <Route index element={<AllOrders />} />
        <Route path=":orderId" element={<OneOrder />} />
      </Routes>
    </TabPanel>
  );
}
