import { lazy, Suspense, useState } from 'react';
import { css } from '@emotion/react';
import { sizeLabel, type Color, type Size } from 'contracts';
import { Button, theme } from 'shared-ui';
import { useSession } from 'shared-ui/state';
import { useRequestBackInStock } from '../api/request-back-in-stock';

const { colors, fontSizes, space } = theme;
// The guest's e-mail form (formik and the yup schema) loads only when she asks.
const BackInStockForm = lazy(() => import('./back-in-stock-form'));

/**
 * Under the size select: the chosen colour's sold-out sizes, each with "Email me when it's back". A logged-in
 * customer is signed up with one click (her session's address); a guest gives an e-mail first.
 */
export function BackInStockOffer({ productId, color, soldOut }: { productId: string; color: Color; soldOut: Size[] }) {
  const { isLogged } = useSession();
  const [asking, setAsking] = useState<Size | null>(null);
  const { state, send } = useRequestBackInStock();
  if (soldOut.length === 0) return null;

  const choose = (size: Size) => {
    if (isLogged) void send({ productId, color, size });
    else setAsking(size);
  };

  return (
    <div css={styles.box} data-testid="back-in-stock">
      <p css={styles.lead}>
        Sold out in {color}: {soldOut.map(sizeLabel).join(', ')}.
      </p>
      {state.status === 'done' ? (
        <p css={styles.done} role="status">
          {state.message}
        </p>
      ) : (
        <>
          <div css={styles.sizes}>
            {soldOut.map((size) => (
              <Button
                key={size}
                type="button"
                variant="secondary"
                size="small"
                aria-expanded={isLogged ? undefined : asking === size}
                loading={isLogged && state.status === 'sending'}
                onClick={() => choose(size)}
              >
                {/* The visible text is the accessible name (WCAG 2.5.3): it names the size when there are several. */}
                {soldOut.length > 1 ? `Email me when ${sizeLabel(size)} is back` : "Email me when it's back"}
              </Button>
            ))}
          </div>
          {asking && !isLogged && (
            <Suspense fallback={null}>
              <BackInStockForm
                size={asking}
                sizeName={sizeLabel(asking)}
                state={state}
                onSend={(email) => send({ productId, color, size: asking, email })}
              />
            </Suspense>
          )}
          {isLogged && state.status === 'failed' && (
            <p css={styles.error} role="alert">
              {state.message}
            </p>
          )}
        </>
      )}
    </div>
  );
}

const styles = {
  box: css({ marginTop: space.sm, display: 'grid', gap: space.xs }),
  lead: css({ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted }),
  sizes: css({ display: 'flex', flexWrap: 'wrap', gap: space.xs }),
  done: css({ margin: 0, fontSize: fontSizes.sm, color: colors.success }),
  error: css({ margin: 0, fontSize: fontSizes.sm, color: colors.error }),
};
