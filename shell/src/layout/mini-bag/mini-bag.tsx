import { useEffect, useMemo, useState } from 'react';
import { useSidePanel } from '../../hooks/use-side-panel';
import { useAtomValue } from 'jotai';
import { formatMoney, SIZES, type Product } from 'contracts';
import { ButtonLink, CloseIcon, IconButton, bagItemsAtom, getProductsByIds } from 'shared-ui';
import { parseBagKeys, toBagLines } from './bag-lines';

const sizeLabel = (value: string) => SIZES.find((size) => size.value === value)?.label ?? value.toUpperCase();

/** The mini bag: a side panel listing the bag's lines with "Check Out", or the empty state. */
export function MiniBag({ onClose }: { onClose: () => void }) {
  const keys = useAtomValue(bagItemsAtom);
  // A string key: the effect refetches only when the set of products changes, not on a quantity change.
  const idsKey = useMemo(() => [...new Set(parseBagKeys(keys).map((line) => line.productId))].join(','), [keys]);
  const [products, setProducts] = useState<Product[]>([]);
  const panelRef = useSidePanel<HTMLElement>(onClose);

  useEffect(() => {
    if (!idsKey) return;
    const controller = new AbortController();
    getProductsByIds(idsKey.split(','), { signal: controller.signal })
      .then(setProducts)
      // Spec section 8: cart processing failures are logged only; the lines still show their keys.
      .catch((error: unknown) => controller.signal.aborted || console.error('[shell] mini bag products', error));
    return () => controller.abort();
  }, [idsKey]);

  const lines = toBagLines(keys, products);
  const subtotal = lines.reduce((sum, line) => sum + (line.product ? line.product.price * line.quantity : 0), 0);

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

      {lines.length === 0 ? (
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
            <ul role="list" aria-label="Items in your bag">
              {lines.map((line) => (
                <li
                  key={line.key}
                  css={(theme) => ({
                    display: 'grid',
                    gridTemplateColumns: '72px 1fr auto',
                    gap: theme.space.md,
                    padding: `${theme.space.md} 0`,
                    borderBottom: `1px solid ${theme.colors.border}`,
                  })}
                >
                  {line.image ? (
                    <img
                      src={line.image}
                      alt=""
                      width={72}
                      height={96}
                      css={(theme) => ({
                        width: 72,
                        height: 96,
                        objectFit: 'cover',
                        background: theme.colors.surfaceMuted,
                      })}
                    />
                  ) : (
                    <span css={(theme) => ({ width: 72, height: 96, background: theme.colors.surfaceMuted })} />
                  )}
                  <div
                    css={(theme) => ({
                      display: 'grid',
                      gap: theme.space.xxs,
                      alignContent: 'start',
                      fontSize: theme.fontSizes.sm,
                    })}
                  >
                    <p css={(theme) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.md })}>
                      {line.product?.name ?? `Product ${line.productId}`}
                    </p>
                    <p css={(theme) => ({ color: theme.colors.textMuted, textTransform: 'capitalize' })}>
                      {line.color} · Size {sizeLabel(line.size)} · Qty {line.quantity}
                    </p>
                  </div>
                  <p css={(theme) => ({ fontWeight: theme.fontWeights.medium, fontSize: theme.fontSizes.sm })}>
                    {line.product ? formatMoney(line.product.price * line.quantity) : ''}
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <footer
            css={(theme) => ({
              padding: theme.space.lg,
              borderTop: `1px solid ${theme.colors.border}`,
              display: 'grid',
              gap: theme.space.md,
            })}
          >
            {subtotal > 0 && (
              <p css={{ display: 'flex', justifyContent: 'space-between' }}>
                <span>Subtotal</span>
                <span>{formatMoney(subtotal)}</span>
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
