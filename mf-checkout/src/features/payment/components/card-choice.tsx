import { css } from '@emotion/react';
import type { DefaultCard } from 'shared-ui/state';
import { theme } from 'shared-ui';
import type { CardChoice } from '../hooks/use-pay';

const { colors, fontSizes, space } = theme;

const styles = {
  option: css({
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
    minHeight: theme.sizes.touchTarget,
    padding: `${space.xs} ${space.md}`,
    border: `1px solid ${colors.border}`,
    cursor: 'pointer',
    '&:has(input:checked)': { borderColor: colors.text },
    '& input': { width: 18, height: 18, accentColor: colors.accent, margin: 0 },
    '& input:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: '2px' },
  }),
  list: css({ display: 'grid', gap: space.xs, fontSize: fontSizes.md }),
};

/** "Saved card •••• 4242, expires 12/30" */
export function savedCardLabel(card: DefaultCard): string {
  return `Saved card •••• ${card.last4}, expires ${card.cardExpiryDate}`;
}

interface CardChoiceProps {
  card: DefaultCard;
  value: CardChoice;
  onChange: (choice: CardChoice) => void;
}

/** Pay with the saved card or a new one: native radios, so arrows and the screen reader work as usual. */
export function CardChoiceField({ card, value, onChange }: CardChoiceProps) {
  return (
    <div role="radiogroup" aria-label="Card to pay with" css={styles.list}>
      <label css={styles.option}>
        <input
          type="radio"
          name="card-choice"
          value="saved-card"
          checked={value === 'saved-card'}
          onChange={() => onChange('saved-card')}
        />
        {savedCardLabel(card)}
      </label>
      <label css={styles.option}>
        <input
          type="radio"
          name="card-choice"
          value="new-card"
          checked={value === 'new-card'}
          onChange={() => onChange('new-card')}
        />
        New card
      </label>
    </div>
  );
}
