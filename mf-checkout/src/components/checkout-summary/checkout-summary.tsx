import { css } from '@emotion/react';
import { capitalise, formatCents, sizeLabel, type CartQuote } from 'contracts';
import { ProductPicture, theme } from 'shared-ui';
import { OrderSummary } from '../../features/cart/components/order-summary';
import { DiscountCodeField } from '../discount-code-field/discount-code-field';

const { colors, fontSizes, fontWeights, space } = theme;

const styles = {
  // On a wrapper: the global reset zeroes the margin and padding of every [role='list'].
  linesBox: css({ marginBottom: space.lg, paddingBottom: space.lg, borderBottom: `1px solid ${colors.border}` }),
  lines: css({ display: 'grid', gap: space.md }),
  line: css({ display: 'grid', gridTemplateColumns: '56px minmax(0, 1fr) auto', gap: space.sm, alignItems: 'start' }),
  image: css({ width: 56, height: 75, objectFit: 'cover', background: colors.surfaceMuted }),
  name: css({ fontWeight: fontWeights.medium, fontSize: fontSizes.sm }),
  meta: css({ color: colors.textMuted, fontSize: fontSizes.xs }),
  price: css({ fontSize: fontSizes.sm, fontVariantNumeric: 'tabular-nums' }),
};

interface CheckoutSummaryProps {
  /** The bag's quote from the server (null while it loads or after it failed). */
  quote: CartQuote | null;
  loading: boolean;
}

/**
 * The order summary beside the /info and /payment forms: the lines being bought and the cart's
 * amounts block, every figure from the server's quote.
 */
export function CheckoutSummary({ quote, loading }: CheckoutSummaryProps) {
  return (
    <OrderSummary amounts={quote} loading={loading} action={null}>
      {quote && quote.lines.length > 0 && (
        <div css={styles.linesBox}>
          <ul role="list" aria-label="Items in your order" css={styles.lines}>
            {quote.lines.map((line) => (
              <li key={line.key} css={styles.line}>
                <ProductPicture
                  src={line.image}
                  sizes="56px"
                  placeholder={line.placeholder}
                  alt=""
                  width={56}
                  height={75}
                  css={styles.image}
                />
                <div>
                  <p css={styles.name}>{line.name}</p>
                  <p css={styles.meta}>
                    {capitalise(line.color)} · Size {sizeLabel(line.size)} · Qty {line.quantity}
                  </p>
                </div>
                <p css={styles.price}>{formatCents(line.lineTotalCents)}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {quote && quote.lines.length > 0 && <DiscountCodeField quote={quote} />}
    </OrderSummary>
  );
}
