import { css } from '@emotion/react';
import { theme } from 'shared-ui';
import { visuallyHidden } from './visually-hidden';

const { colors, fontSizes, fontWeights, radii, sizes, transitions } = theme;

const styles = {
  group: css({
    display: 'inline-flex',
    alignItems: 'stretch',
    border: `1px solid ${colors.borderStrong}`,
    borderRadius: radii.square,
    background: colors.surface,
  }),
  button: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: sizes.touchTarget,
    height: sizes.touchTarget,
    padding: 0,
    border: 0,
    background: 'transparent',
    color: colors.text,
    cursor: 'pointer',
    transition: `background-color ${transitions.fast}`,
    '&:hover:not([aria-disabled="true"])': { background: colors.gray100 },
    '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: '-2px' },
    '&[aria-disabled="true"]': { color: colors.gray400, cursor: 'not-allowed' },
  }),
  value: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '2.5rem',
    fontSize: fontSizes.md,
    fontWeight: fontWeights.medium,
    fontVariantNumeric: 'tabular-nums',
  }),
};

function Sign({ plus }: { plus: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d={plus ? 'M1 7h12M7 1v12' : 'M1 7h12'} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

interface QuantityStepperProps {
  quantity: number;
  /** The stock of this product, colour and size: the highest quantity the shopper can choose. */
  max: number;
  /** Names the line in the buttons' names: "Increase quantity of Linen Dress, Blue, size M". */
  label: string;
  onChange: (quantity: number) => void;
}

/**
 * Minus, the quantity, plus: from 1 to the stock (spec sections 4 and 9). At a bound the button stays
 * focusable and says it is unavailable (aria-disabled) rather than becoming disabled, so the keyboard
 * focus does not fall out of the line when the last press reaches the bound.
 */
export function QuantityStepper({ quantity, max, label, onChange }: QuantityStepperProps) {
  const atMin = quantity <= 1;
  const atMax = quantity >= max;
  return (
    <div role="group" aria-label={`Quantity of ${label}`} css={styles.group}>
      <button
        type="button"
        css={styles.button}
        aria-label={`Decrease quantity of ${label}`}
        aria-disabled={atMin}
        onClick={() => !atMin && onChange(quantity - 1)}
      >
        <Sign plus={false} />
      </button>
      {/* An <output> is a polite live region: the new quantity is read out after each press. */}
      <output css={styles.value} aria-live="polite" aria-atomic="true">
        <span css={visuallyHidden}>Quantity </span>
        {quantity}
      </output>
      <button
        type="button"
        css={styles.button}
        aria-label={`Increase quantity of ${label}`}
        aria-disabled={atMax}
        onClick={() => !atMax && onChange(Math.min(quantity + 1, max))}
      >
        <Sign plus />
      </button>
    </div>
  );
}
