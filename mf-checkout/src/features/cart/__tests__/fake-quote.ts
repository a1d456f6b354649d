import { useMemo } from 'react';
import { formatCartItemKey, parseCartItemKey, type CartItemKey, type CartQuote, type CartQuoteLine } from 'contracts';

/** Stock and prices of a tiny catalogue, as the server would price it. */
export const catalogue: Record<string, { name: string; priceCents: number; stock: Record<string, number> }> = {
  '100001': { name: 'Linen Wrap Dress', priceCents: 12_950, stock: { 'blue/m': 3, 'black/s': 1 } },
  '100002': { name: 'Silk Blouse', priceCents: 8_900, stock: { 'white/l': 5 } },
};

/**
 * A quote as POST /api/cart/quote answers it: clamped to stock, unknown lines dropped. The tax is
 * deliberately NOT 10 % of the subtotal, so a test proves the page prints the server's figures and
 * computes none of its own.
 */
export function fakeQuote(items: readonly CartItemKey[]): CartQuote {
  const lines: CartQuoteLine[] = [];
  const dropped: CartItemKey[] = [];
  const droppedNames: Partial<Record<CartItemKey, string>> = {};
  for (const requestedKey of items) {
    const parts = parseCartItemKey(requestedKey);
    const product = catalogue[parts.productId];
    const stock = product?.stock[`${parts.color}/${parts.size}`] ?? 0;
    if (!product || stock === 0) {
      dropped.push(requestedKey);
      // Named when the product is still sold, as the server does.
      if (product) droppedNames[requestedKey] = product.name;
      continue;
    }
    const quantity = Math.min(parts.quantity, stock);
    lines.push({
      key: formatCartItemKey({ ...parts, quantity }),
      requestedKey,
      productId: parts.productId,
      name: product.name,
      image: `/api/images/products/${parts.productId}/${parts.color}/1.svg`,
      color: parts.color,
      size: parts.size,
      quantity,
      stock,
      unitPriceCents: product.priceCents,
      lineTotalCents: product.priceCents * quantity,
      clamped: quantity < parts.quantity,
    });
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const taxCents = 1_234;
  return {
    lines,
    dropped,
    droppedNames,
    discount: null,
    subtotalCents,
    taxCents,
    shippingCents: 0,
    totalCents: subtotalCents + taxCents,
    currency: 'usd',
  };
}

export const refresh = jest.fn();

/** Stands in for shared-ui's useCartQuote: one stable quote per bag, as the real hook keeps it in state. */
export function useFakeCartQuote(items: readonly CartItemKey[]) {
  const quote = useMemo(() => fakeQuote(items), [items]);
  return { quote, loading: false, error: false, refresh };
}

/** useFakeCartQuote for a shopper in her birthday window: the server's 15 % off, tax after it. */
export function useFakeBirthdayCartQuote(items: readonly CartItemKey[]) {
  const quote = useMemo(() => {
    const plain = fakeQuote(items);
    const amountCents = Math.round(plain.subtotalCents * 0.15);
    const discount = { kind: 'birthday' as const, label: 'Birthday discount (15 %)', percent: 15, amountCents };
    return { ...plain, discount, totalCents: plain.subtotalCents - amountCents + plain.taxCents };
  }, [items]);
  return { quote, loading: false, error: false, refresh };
}
