import { css } from '@emotion/react';
import { mq, theme, EMPTY_CART_QUOTE } from 'shared-ui';
import { CheckoutPage } from '../../../components/checkout-page/checkout-page';
import { DiscountCodeField } from '../../../components/discount-code-field/discount-code-field';
import { BagNotices } from '../components/bag-notices';
import { CartLine } from '../components/cart-line';
import { CartLinePlaceholder } from '../components/cart-line-placeholder';
import { EmptyBag } from '../components/empty-bag';
import { OrderSummary } from '../components/order-summary';
import { QuoteError } from '../components/quote-error';
import { visuallyHidden } from '../components/visually-hidden';
import { usePricedBag } from '../hooks/use-priced-bag';

const styles = {
  layout: css({
    display: 'grid',
    gap: theme.space.xl,
    alignItems: 'start',
    [mq.large]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', gap: theme.space.xxl },
  }),
  lines: css({ margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${theme.colors.border}` }),
};

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * /cart: the order summary (spec sections 2 and 9). Lines and amounts come only from the server's quote;
 * the page changes the bag only through useBag (via usePricedBag).
 */
export function CartPage() {
  const bag = usePricedBag();
  const { status } = bag;
  return (
    <CheckoutPage title="Shopping Bag" subtitle={status === 'empty' ? undefined : itemCount(bag.count)}>
      <BagNotices notices={bag.notices} onDismiss={bag.dismissNotices} />
      <div css={styles.layout}>
        <div>
          {status === 'empty' && <EmptyBag />}
          {status === 'error' && (
            <QuoteError message="We could not load your bag. Please try again." onRetry={bag.retry} />
          )}
          {status === 'loading' && (
            <ul role="list" aria-busy="true" aria-label="Loading your bag" css={styles.lines}>
              {Array.from({ length: bag.lineCount }, (_, index) => (
                <CartLinePlaceholder key={index} />
              ))}
            </ul>
          )}
          {status === 'ready' && (
            <>
              <h2 id="bag-lines-title" css={visuallyHidden}>
                Items in your bag
              </h2>
              <ul role="list" aria-labelledby="bag-lines-title" aria-busy={bag.updating} css={styles.lines}>
                {bag.lines.map((priced) => (
                  <CartLine
                    // Keyed by product/colour/size: a new quantity must not remount the line and drop focus.
                    key={`${priced.line.productId}/${priced.line.color}/${priced.line.size}`}
                    priced={priced}
                    onQuantityChange={bag.setQuantity}
                    onRemove={bag.remove}
                  />
                ))}
              </ul>
            </>
          )}
        </div>
        <OrderSummary
          amounts={status === 'empty' ? EMPTY_CART_QUOTE : bag.quote}
          loading={status === 'loading'}
          updating={bag.updating}
          canContinue={status !== 'empty'}
        >
          {status !== 'empty' && <DiscountCodeField quote={bag.quote} />}
        </OrderSummary>
      </div>
    </CheckoutPage>
  );
}
