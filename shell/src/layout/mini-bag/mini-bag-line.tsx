import type { Theme } from '@emotion/react';
import { formatCents, type CartQuoteLine } from 'contracts';
import { ProductPicture, Skeleton } from 'shared-ui';
import { sizeLabel } from 'contracts';
import { clampedText, colorLabel } from './bag-text';

const IMAGE_WIDTH = 72;
const IMAGE_HEIGHT = 96;

/** One row's grid: image, text, price. A loading row has the same shape, so nothing moves on arrival. */
const rowStyle = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: `${IMAGE_WIDTH}px 1fr auto`,
  gap: theme.space.md,
  padding: `${theme.space.md} 0`,
  borderBottom: `1px solid ${theme.colors.border}`,
  minHeight: IMAGE_HEIGHT + 2 * 16,
});

const textColumn = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.xxs,
  alignContent: 'start',
  fontSize: theme.fontSizes.sm,
});

/** A line of the quote: image, name, colour, size, quantity, the line's price and, when the stock fell, why. */
export function MiniBagLine({ line, onRemove }: { line: CartQuoteLine; onRemove: () => void }) {
  const details = `${colorLabel(line.color)} · Size ${sizeLabel(line.size)} · Qty ${line.quantity}`;
  return (
    <li css={rowStyle}>
      <ProductPicture
        src={line.image}
        sizes={`${IMAGE_WIDTH}px`}
        placeholder={line.placeholder}
        alt=""
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        css={(theme) => ({
          width: IMAGE_WIDTH,
          height: IMAGE_HEIGHT,
          objectFit: 'cover',
          background: theme.colors.surfaceMuted,
        })}
      />
      <div css={textColumn}>
        <p css={(theme) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.md })}>{line.name}</p>
        <p css={(theme) => ({ color: theme.colors.textMuted })}>{details}</p>
        {line.clamped && <p css={(theme) => ({ color: theme.colors.warning })}>{clampedText(line)}</p>}
        <button
          type="button"
          aria-label={`Remove ${line.name}, ${colorLabel(line.color)}, size ${sizeLabel(line.size)}`}
          onClick={onRemove}
          css={(theme) => ({
            justifySelf: 'start',
            marginTop: theme.space.xxs,
            minHeight: 32,
            padding: 0,
            border: 0,
            background: 'none',
            color: theme.colors.textMuted,
            fontSize: theme.fontSizes.xs,
            letterSpacing: theme.letterSpacings.wide,
            textDecoration: 'underline',
            cursor: 'pointer',
            '&:hover': { color: theme.colors.text },
          })}
        >
          Remove
        </button>
      </div>
      <p css={(theme) => ({ fontWeight: theme.fontWeights.medium, fontSize: theme.fontSizes.sm })}>
        {formatCents(line.lineTotalCents)}
      </p>
    </li>
  );
}

/** The place of a line whose quote is on its way. */
export function MiniBagLineSkeleton() {
  return (
    <li css={rowStyle} data-testid="mini-bag-line-loading">
      <Skeleton width={IMAGE_WIDTH} height={IMAGE_HEIGHT} />
      <div css={textColumn}>
        <Skeleton width="70%" height="1.25em" />
        <Skeleton width="55%" />
      </div>
      <Skeleton width={56} />
    </li>
  );
}
