import { css } from '@emotion/react';
import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { theme, SecureFrame, useSecureFrame } from 'shared-ui';

const { colors, fontSizes, space } = theme;

const styles = {
  label: css({
    display: 'block',
    marginBottom: space.xs,
    fontSize: fontSizes.sm,
    fontWeight: theme.fontWeights.medium,
  }),
  box: css({
    padding: space.sm,
    border: `1px solid ${colors.borderStrong}`,
    background: colors.surface,
    '&:focus-within': { outline: `2px solid ${colors.focus}`, outlineOffset: '2px' },
  }),
  error: css({ marginTop: space.xs, color: colors.error, fontSize: fontSizes.sm }),
};

export interface CardState {
  complete: boolean;
  error: string | null;
}

/**
 * The processor's card field (number, expiry, CVC in its own frame: the card number never touches
 * the shop's page or API). Its change events say whether the card is complete and why not.
 */
export function CardField({ error, onChange }: { error: string | null; onChange: (state: CardState) => void }) {
  const handle = (event: StripeCardElementChangeEvent) =>
    onChange({ complete: event.complete, error: event.error?.message ?? null });
  const frame = useSecureFrame();
  return (
    <div role="group" aria-labelledby="card-field-label" aria-describedby={error ? 'card-field-error' : undefined}>
      <span id="card-field-label" css={styles.label}>
        Card details
      </span>
      <div css={styles.box} data-testid="card-element">
        <SecureFrame status={frame.status} onRetry={frame.retry}>
          <CardElement
            key={frame.attempt}
            options={{ hidePostalCode: true }}
            onChange={handle}
            onReady={frame.onReady}
          />
        </SecureFrame>
      </div>
      <p id="card-field-error" aria-live="polite" css={styles.error}>
        {error}
      </p>
    </div>
  );
}
