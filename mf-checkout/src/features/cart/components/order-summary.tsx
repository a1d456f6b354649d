import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { TAX_RATE, formatCents, type CartQuote } from 'contracts';
import { Button, ButtonLink, Skeleton, mq, theme } from 'shared-ui';

const { colors, fonts, fontSizes, fontWeights, radii, space } = theme;

const styles = {
  card: css({
    padding: space.lg,
    background: colors.surface,
    border: `1px solid ${colors.border}`,
    borderRadius: radii.square,
    [mq.large]: { position: 'sticky', top: `calc(${theme.sizes.headerHeight} + ${space.lg})` },
  }),
  heading: css({
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xl,
    marginBottom: space.md,
  }),
  rows: css({ display: 'grid', gap: space.sm, margin: 0 }),
  row: css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: space.md,
    '& dt': { color: colors.textMuted },
    '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums', transition: `opacity ${theme.transitions.base}` },
  }),
  totalRow: css({
    paddingTop: space.md,
    marginTop: space.xs,
    borderTop: `1px solid ${colors.border}`,
    fontSize: fontSizes.lg,
    fontWeight: fontWeights.medium,
    '& dt': { color: colors.text },
  }),
  stale: css({ '& dd': { opacity: 0.45 } }),
  note: css({ marginTop: space.md, color: colors.textMuted, fontSize: fontSizes.sm }),
  next: css({ marginTop: space.lg }),
};

/** The amounts of the summary, all from the server's quote. */
export type SummaryAmounts = Pick<CartQuote, 'subtotalCents' | 'taxCents' | 'shippingCents' | 'totalCents'> &
  Partial<Pick<CartQuote, 'discount'>>;

interface OrderSummaryProps {
  /** null while the first quote loads (pulsing placeholders) or after it failed (a dash). */
  amounts: SummaryAmounts | null;
  loading?: boolean;
  /** The amounts belong to an earlier bag; new ones are on their way. */
  updating?: boolean;
  /** "Next" leads on to /info only when there is something to buy (spec section 5, Cart). */
  canContinue?: boolean;
  /** Shown above the amounts: the checkout steps list the lines being bought. */
  children?: ReactNode;
  /** Replaces "Next" (the checkout steps have their own buttons: pass null). */
  action?: ReactNode;
}

function Row({ label, value, total = false }: { label: string; value: ReactNode; total?: boolean }) {
  return (
    <div css={[styles.row, total && styles.totalRow]}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Subtotal, tax, shipping "Free" and total (spec section 9), printed from the quote's cents, and "Next".
 * Shipping is always free, so it reads "Free" rather than $0.00, as the spec says.
 */
export function OrderSummary({
  amounts,
  loading = false,
  updating = false,
  canContinue = false,
  children,
  action,
}: OrderSummaryProps) {
  const show = (cents: number | undefined) => {
    if (cents !== undefined) return formatCents(cents);
    return loading ? <Skeleton width="4.5rem" height="1.1em" /> : '—';
  };
  return (
    <section aria-labelledby="order-summary-title" css={styles.card} aria-busy={loading || updating}>
      <h2 id="order-summary-title" css={styles.heading}>
        Order Summary
      </h2>
      {children}
      <dl css={[styles.rows, updating && styles.stale]}>
        <Row label="Subtotal" value={show(amounts?.subtotalCents)} />
        {amounts?.discount && (
          // Computed by the server for this shopper (her birthday window); tax below is on what is left.
          <Row label={amounts.discount.label} value={`−${formatCents(amounts.discount.amountCents)}`} />
        )}
        <Row label={`Tax (${Math.round(TAX_RATE * 100)}%)`} value={show(amounts?.taxCents)} />
        <Row
          label="Shipping"
          value={amounts && amounts.shippingCents > 0 ? formatCents(amounts.shippingCents) : 'Free'}
        />
        <Row label="Total" value={show(amounts?.totalCents)} total />
      </dl>
      <p css={styles.note}>Duties and taxes are included. There are no extra delivery charges.</p>
      {action === undefined ? (
        <div css={styles.next}>
          {canContinue ? (
            <ButtonLink to="/info" size="large" fullWidth>
              Next
            </ButtonLink>
          ) : (
            <Button size="large" fullWidth disabled>
              Next
            </Button>
          )}
        </div>
      ) : (
        action
      )}
    </section>
  );
}
