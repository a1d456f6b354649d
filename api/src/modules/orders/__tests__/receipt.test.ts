import type { Order } from 'contracts';
import { receiptMail } from '../receipt';

const HASH = 'a'.repeat(64);
const line = (name: string, image: string) => ({
  lineNo: 1,
  productId: '100001',
  name,
  image,
  color: 'red' as const,
  size: 's' as const,
  quantity: 1,
  unitPriceCents: 2000,
  lineTotalCents: 2000,
  finalSale: false,
  returnableQuantity: 0,
});
const order = {
  number: '100042',
  email: 'olena@example.com',
  lines: [
    line('Linen Dress <b>', `/api/photos/${HASH}-1600.jpg`),
    line('Drawn Skirt', '/api/images/products/100002/red/1.svg'),
    line('Deleted Photo Top', `/api/photos/${'b'.repeat(64)}-1600.jpg`),
  ],
  subtotalCents: 6000,
  discount: null,
  taxCents: 600,
  shippingCents: 0,
  totalCents: 6600,
  shippingAddress: { firstName: 'Olena', lastName: 'K', addressLine1: 'Shevchenka 1', zip: '79-000', city: 'Lviv' },
} as unknown as Order;

describe('the receipt mail', () => {
  it("shows a line's photo as one absolute JPEG with its size, and nothing for a drawing or a deleted photo", () => {
    const mail = receiptMail(order, {
      origin: 'https://vesna.example',
      byHash: new Map([[HASH, { hash: HASH, width: 1600, height: 2000, placeholder: 'data:image/webp;base64,AA' }]]),
    });
    const items = [...mail.html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]!);
    expect(items[0]).toBe(
      `<img src="https://vesna.example/api/photos/${HASH}-480.jpg" width="240" height="300" alt="Linen Dress &lt;b&gt; in red" style="display:block;border:0">` +
        'Linen Dress &lt;b&gt;, red, size S: 1 × $20.00 = $20.00',
    );
    expect(items[1]).not.toContain('<img');
    expect(items[2]).not.toContain('<img');
    expect(mail.text).not.toContain('<img');
  });
});
