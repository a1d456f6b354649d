import { expect, type APIRequestContext, type Page } from '@playwright/test';

// What the back office's order journeys buy and how: issue 34's orders (backoffice-orders.spec.ts) and its
// acceptance story (backoffice-fulfilment-story.spec.ts).

/** A product of the seed (not final sale) whose first colour has four sizes in stock: three to buy, one to exchange to. */
export async function fourSizes(request: APIRequestContext) {
  for (const id of ['100001', '100002', '100003', '100005', '100006', '100007', '100008']) {
    const [product] = (await (await request.get(`/api/products?id=${id}`)).json()) as {
      name: string;
      finalSale?: boolean;
      products: { color: string; sizes: { size: string; quantity: number }[] }[];
    }[];
    if (!product || product.finalSale) continue;
    for (const variant of product.products) {
      const sizes = variant.sizes.filter((s) => s.quantity >= 2).map((s) => s.size);
      if (sizes.length >= 4) return { id, name: product.name, color: variant.color, sizes };
    }
  }
  throw new Error('No seed product has four sizes in stock');
}

/** The logged-in shopper's bag (the page's session) emptied, then holding `keys`, through the API. */
export async function fillBag(page: Page, origin: string, keys: string[]) {
  const headers = { origin };
  await page.request.delete('/api/customers/clearCart', { headers });
  for (const key of keys) {
    expect((await page.request.post('/api/customers/cart', { data: { productId: key }, headers })).status()).toBe(200);
  }
}
