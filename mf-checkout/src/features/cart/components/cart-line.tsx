import { Link } from 'react-router-dom';
import { css } from '@emotion/react';
import { capitalise, formatCents, sizeLabel } from 'contracts';
import { ProductPicture, mq, theme } from 'shared-ui';
import type { PricedLine } from '../hooks/use-priced-bag';
import { lineLabel } from '../line-text';
import { QuantityStepper } from './quantity-stepper';
import { visuallyHidden } from './visually-hidden';

const { colors, fonts, fontSizes, fontWeights, lineHeights, space } = theme;

/** Below this many in stock the line says how many are left, as good shops do. */
const FEW_LEFT = 3;

export const lineStyles = {
  line: css({
    display: 'grid',
    gridTemplateColumns: '88px minmax(0, 1fr)',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"image details" "image total"',
    columnGap: space.md,
    padding: `${space.lg} 0`,
    borderBottom: `1px solid ${colors.border}`,
    [mq.tablet]: {
      gridTemplateColumns: '120px minmax(0, 1fr) auto',
      gridTemplateRows: 'auto',
      gridTemplateAreas: '"image details total"',
      columnGap: space.lg,
    },
  }),
  image: css({
    gridArea: 'image',
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 4',
    objectFit: 'cover',
    background: colors.surfaceMuted,
  }),
};

const styles = {
  details: css({ gridArea: 'details', display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 }),
  name: css({
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.lg,
    lineHeight: lineHeights.snug,
    '& a': { color: 'inherit', textDecoration: 'none' },
    '& a:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '& a:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: '2px' },
  }),
  meta: css({ color: colors.textMuted, fontSize: fontSizes.sm }),
  fewLeft: css({ color: colors.warning, fontSize: fontSizes.sm }),
  actions: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: space.md,
    marginTop: space.sm,
  }),
  remove: css({
    minHeight: theme.sizes.touchTarget,
    padding: `0 ${space.xxs}`,
    border: 0,
    background: 'transparent',
    color: colors.text,
    fontSize: fontSizes.sm,
    textDecoration: 'underline',
    textUnderlineOffset: '0.25em',
    textDecorationColor: colors.borderStrong,
    cursor: 'pointer',
    '&:hover': { textDecorationColor: colors.text },
    '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: '2px' },
  }),
  total: css({
    gridArea: 'total',
    marginTop: space.sm,
    fontWeight: fontWeights.medium,
    fontVariantNumeric: 'tabular-nums',
    transition: `opacity ${theme.transitions.base}`,
    [mq.tablet]: { marginTop: 0, textAlign: 'right', minWidth: '6rem' },
  }),
  /** The quote for the new quantity is on its way: the old amount stays, faded, instead of a jump. */
  stale: css({ opacity: 0.45 }),
};

interface CartLineProps {
  priced: PricedLine;
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}

/** One line of the bag: picture, name, colour, size, unit price, the quantity stepper, remove and line total. */
export function CartLine({ priced, onQuantityChange, onRemove }: CartLineProps) {
  const { line, key, quantity } = priced;
  const label = lineLabel(line);
  const href = `/${line.productId}?color=${line.color}&size=${line.size}`;
  return (
    <li css={lineStyles.line}>
      {/* The name beside it is the link and says what the picture shows, so the picture is decorative. */}
      <ProductPicture
        src={line.image}
        sizes="120px"
        placeholder={line.placeholder}
        alt=""
        width={120}
        height={160}
        css={lineStyles.image}
      />
      <div css={styles.details}>
        <h3 css={styles.name}>
          <Link to={href}>{line.name}</Link>
        </h3>
        <p css={styles.meta}>
          {capitalise(line.color)} · Size {sizeLabel(line.size)}
        </p>
        <p css={styles.meta}>{formatCents(line.unitPriceCents)} each</p>
        {line.stock <= FEW_LEFT && <p css={styles.fewLeft}>Only {line.stock} left</p>}
        <div css={styles.actions}>
          <QuantityStepper
            quantity={quantity}
            max={line.stock}
            label={label}
            onChange={(next) => onQuantityChange(key, next)}
          />
          <button type="button" css={styles.remove} aria-label={`Remove ${label}`} onClick={() => onRemove(key)}>
            Remove
          </button>
        </div>
      </div>
      <p css={[styles.total, quantity !== line.quantity && styles.stale]}>
        <span css={visuallyHidden}>Line total </span>
        {formatCents(line.lineTotalCents)}
      </p>
    </li>
  );
}
