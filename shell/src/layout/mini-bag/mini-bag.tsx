import { formatCents, type CartItemKey } from 'contracts';
import { Button, ButtonLink, CloseIcon, IconButton, Skeleton, useCartQuote, useKeptDiscountCode } from 'shared-ui';
import { useBag } from 'shared-ui/state';
import { useSidePanel } from '../../hooks/use-side-panel';
import { droppedText } from './bag-text';
import { MiniBagLine, MiniBagLineSkeleton } from './mini-bag-line';

/** Keys of the bag whose quote has not arrived yet (just added, or the first quote is on its way). */
function unquotedKeys(items: readonly CartItemKey[], quoted: ReadonlySet<CartItemKey>): CartItemKey[] {
  return items.filter((key) => !quoted.has(key));
}

/**
 * The mini bag: a side panel with the bag's lines (from the server's quote: image, name, colour, size,
 * quantity, price), the subtotal, the discount, the total and "Check Out", or the empty state. Priced with the
 * discount code the shopper added in the bag, so its total is the bag's. Opened by the header's bag button and
 * by `bag:open` (mf-product, after Add to Cart).
 */
export function MiniBag({ onClose }: { onClose: () => void }) {
  const bag = useBag();
  const { items } = bag;
  const { quote, loading, error, refresh } = useCartQuote(items, useKeptDiscountCode());
  const panelRef = useSidePanel<HTMLElement>(onClose);

  // Only lines still in the bag: a removed line leaves at once, before the new quote arrives.
  const lines = quote ? quote.lines.filter((line) => items.includes(line.requestedKey)) : [];
  const dropped = quote ? quote.dropped.filter((key) => items.includes(key)) : [];
  const quoted = new Set<CartItemKey>([...lines.map((line) => line.requestedKey), ...dropped]);
  const pending = error ? [] : unquotedKeys(items, quoted);
  const subtotalReady = quote !== null && !loading;

  return (
    <aside
      ref={panelRef}
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-labelledby="mini-bag-title"
      css={(theme) => ({
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        zIndex: 5,
        width: 'min(420px, 100vw)',
        background: theme.colors.surface,
        boxShadow: theme.shadows.raised,
        display: 'flex',
        flexDirection: 'column',
      })}
    >
      <header
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: `${theme.space.md} ${theme.space.lg}`,
          borderBottom: `1px solid ${theme.colors.border}`,
        })}
      >
        <h2 id="mini-bag-title" css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
          Shopping Bag
        </h2>
        <IconButton label="Close shopping bag" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </header>

      {items.length === 0 ? (
        <div
          css={(theme) => ({
            padding: theme.space.xl,
            display: 'grid',
            gap: theme.space.md,
            textAlign: 'center',
          })}
        >
          <p css={(theme) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl })}>
            Your Shopping Bag Is Empty
          </p>
          <ButtonLink to="/collection" variant="primary" onClick={onClose}>
            Collection
          </ButtonLink>
          <ButtonLink to="/newIn" variant="secondary" onClick={onClose}>
            New In
          </ButtonLink>
          <ButtonLink to="/plusSize" variant="secondary" onClick={onClose}>
            Plus Size
          </ButtonLink>
        </div>
      ) : (
        <>
          {/* The padding sits on a wrapper: the global reset zeroes padding on ul[role=list] with higher specificity. */}
          <div css={(theme) => ({ flex: 1, overflowY: 'auto', padding: `0 ${theme.space.lg}` })}>
            <ul role="list" aria-label="Items in your bag" aria-busy={loading || undefined}>
              {lines.map((line) => (
                <MiniBagLine key={line.requestedKey} line={line} onRemove={() => bag.remove(line.requestedKey)} />
              ))}
              {pending.map((key) => (
                <MiniBagLineSkeleton key={key} />
              ))}
            </ul>
            {dropped.length > 0 && (
              <p role="status" css={(theme) => ({ padding: `${theme.space.md} 0`, color: theme.colors.warning })}>
                {droppedText(dropped, quote?.droppedNames)}
              </p>
            )}
            {error && (
              <div
                role="alert"
                css={(theme) => ({ display: 'grid', gap: theme.space.sm, padding: `${theme.space.md} 0` })}
              >
                <p>We could not load your bag. Please try again.</p>
                <Button variant="secondary" onClick={refresh}>
                  Try Again
                </Button>
              </div>
            )}
          </div>
          <footer
            css={(theme) => ({
              padding: theme.space.lg,
              borderTop: `1px solid ${theme.colors.border}`,
              display: 'grid',
              gap: theme.space.md,
            })}
          >
            <p css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <span>Subtotal</span>
              {subtotalReady ? (
                <span>{formatCents(quote.subtotalCents)}</span>
              ) : (
                // Same height as the amount, so the footer does not move when it arrives.
                <span aria-label="Loading subtotal" role="img" css={{ width: 72 }}>
                  <Skeleton height="1.5em" />
                </span>
              )}
            </p>
            {subtotalReady && quote.discount && (
              <p data-testid="mini-bag-discount" css={(theme) => ({ color: theme.colors.accent, margin: 0 })}>
                {quote.discount.label} applies at checkout:{' '}
                <span css={{ whiteSpace: 'nowrap' }}>−{formatCents(quote.discount.amountCents)}</span>
              </p>
            )}
            {subtotalReady && (
              <p
                data-testid="mini-bag-total"
                css={(theme) => ({
                  display: 'flex',
                  justifyContent: 'space-between',
                  margin: 0,
                  fontWeight: theme.fontWeights.medium,
                })}
              >
                <span>Total (tax included)</span>
                <span>{formatCents(quote.totalCents)}</span>
              </p>
            )}
            <ButtonLink to="/cart" variant="primary" onClick={onClose}>
              Check Out
            </ButtonLink>
          </footer>
        </>
      )}
    </aside>
  );
}
