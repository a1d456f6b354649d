// JS a shopper downloads from an empty cache to the card form: /cart → "Next" → /info → "Continue Shipping"
// → /payment with the card element. Counts the checkout remote, the shared Stripe packages
// (@stripe/react-stripe-js, @stripe/stripe-js/pure) and the processor's Stripe.js stand-in.
import { measureJourneyJs } from './first-visit-bytes.mjs';

const PASSWORD = 'bench-linen-2026';

/** A new shopper with a default address and one line in her bag, logged in in `context`. */
async function shopperReadyToPay(context, origin) {
  const headers = { origin };
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const post = (path, data) => context.request.post(`${origin}${path}`, { data, headers });
  const registered = await post('/api/customers', { firstName: 'Olena', lastName: 'Koval', email, password: PASSWORD });
  if (!registered.ok()) throw new Error(`bench: registration answered ${registered.status()}`);
  await post('/api/customers/login', { loginOrEmail: email, password: PASSWORD });
  const [product] = await (await context.request.get(`${origin}/api/products?id=100001`)).json();
  const variant = product.products.find((v) => v.sizes.some((s) => s.quantity > 0));
  const size = variant.sizes.find((s) => s.quantity > 0).size;
  await post('/api/customers/cart', { productId: `100001/${variant.color}/${size}/1` });
  await post('/api/address', {
    email,
    firstName: 'Olena',
    lastName: 'Koval',
    country: 'Ukraine',
    city: 'Lviv',
    addressLine1: 'Rynok Square 1',
    addressLine2: '4',
    zip: '79-000',
    phone: '0501234567',
    default: true,
  });
}

export function measureCheckoutJs(origin) {
  return measureJourneyJs(
    async (page) => {
      await page.goto(`${origin}/cart`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Continue Shipping' }).click();
      await page.frameLocator('iframe[title="Secure card payment input frame"]').getByLabel('Card number').waitFor();
      // Not 'networkidle': the page keeps talking to the processor's frame. The card field is the last
      // thing to load; a second more catches any script fetched after it.
      await page.waitForTimeout(1000);
    },
    { prepare: (context) => shopperReadyToPay(context, origin) },
  );
}
