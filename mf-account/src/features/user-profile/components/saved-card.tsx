import { Button, theme } from 'shared-ui';
import { type DefaultCard } from 'shared-ui/state';
import { cardBlock } from './tab-panel';

/** "visa" → "Visa"; the server names the brand in lower case. */
function brandName(brand: string): string {
  if (!brand) return 'Card';
  return brand === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1);
}

interface SavedCardProps {
  card: DefaultCard;
  onDelete: () => void;
  deleting?: boolean;
}

/** The one saved card, masked: brand, "•••• •••• •••• 4242" and the expiry, with "Delete Card". */
export function SavedCard({ card, onDelete, deleting }: SavedCardProps) {
  return (
    <div css={cardBlock}>
      <p
        css={{
          margin: 0,
          fontSize: theme.fontSizes.xs,
          letterSpacing: theme.letterSpacings.caps,
          textTransform: 'uppercase',
          color: theme.colors.textMuted,
        }}
      >
        {brandName(card.brand)}
      </p>
      <p
        aria-label={`Card ending in ${card.last4}`}
        css={{
          margin: `${theme.space.xs} 0`,
          fontSize: theme.fontSizes.xl,
          letterSpacing: theme.letterSpacings.wide,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        •••• •••• •••• {card.last4}
      </p>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>Expires {card.cardExpiryDate}</p>
      <Button variant="secondary" css={{ marginTop: theme.space.md }} onClick={onDelete} loading={deleting}>
        Delete Card
      </Button>
    </div>
  );
}
