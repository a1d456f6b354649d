import { StaticPage } from '../../../components/static-page/static-page';
import { orderShippingContent } from '../content/order-shipping-content';

export function OrderShippingPage() {
  return <StaticPage content={orderShippingContent} />;
}
