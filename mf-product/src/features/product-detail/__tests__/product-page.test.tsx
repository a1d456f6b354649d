import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from 'shared-ui/state';
import { filterProducts } from 'shared-ui';
import { feedbackAnswer, productAnswer } from './product-api';
import { dress, otherProduct } from './product-fixture';
import { renderProductPage } from './render-product-page';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  filterProducts: jest.fn(),
}));

const mockedGetProduct = productAnswer;
const mockedFilterProducts = jest.mocked(filterProducts);

/** The rejection the API client raises for a 404 answer. */
const notFoundError = new ApiRequestError('response', 'Product not found', {
  status: 404,
  body: { error: 'Product not found' },
});

const jsonLd = () => document.head.querySelector('script[type="application/ld+json"]');

beforeEach(() => {
  mockedFilterProducts.mockReset().mockResolvedValue([]);
  document.head.innerHTML = '<meta name="description" content="Vesna shop">';
});

describe('ProductPage', () => {
  it("holds the page's place with a skeleton of its shape while the product loads", () => {
    mockedGetProduct.mockReturnValue(new Promise(() => {}));
    renderProductPage('/100001');
    const skeleton = screen.getByTestId('product-skeleton');
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading product');
    expect(document.title).toBe('Product | Vesna');
  });

  it('shows the name as the heading, the price, the first image of the colour and the description', async () => {
    mockedGetProduct.mockResolvedValue(dress);
    renderProductPage('/100001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' })).toBeInTheDocument();
    expect(mockedGetProduct).toHaveBeenCalledWith('100001', expect.anything());
    expect(screen.getByText('$129.50')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Linen Wrap Dress in blue, image 1 of 3' })).toHaveAttribute(
      'src',
      '/api/images/products/100001/blue/1.svg',
    );
    expect(screen.getByText(dress.description)).toBeInTheDocument();
    expect(document.title).toBe('Linen Wrap Dress | Vesna');
  });

  it('shows the not-found page when the API answers 404', async () => {
    mockedGetProduct.mockRejectedValue(notFoundError);
    renderProductPage('/999999');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Loading product')).not.toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Vesna');
  });

  it('shows the not-found page at once, without a request, for an address that is no product id', () => {
    renderProductPage('/dresses');
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
    expect(mockedGetProduct).not.toHaveBeenCalled();
  });

  it('offers a retry when the request fails for another reason', async () => {
    mockedGetProduct.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(dress);
    renderProductPage('/100001');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' })).toBeInTheDocument();
  });

  it('marks its root as owned by mf-product', () => {
    mockedGetProduct.mockReturnValue(new Promise(() => {}));
    const { container } = renderProductPage('/100001');
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'mf-product');
  });

  it('sets the meta description, og tags and Product JSON-LD while shown, and removes the JSON-LD on leave', async () => {
    mockedGetProduct.mockResolvedValue(dress);
    renderProductPage('/100001');
    await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' });
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', dress.description);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://localhost/api/images/share/products/100001/blue/1.png',
    );
    const data = JSON.parse(jsonLd()!.textContent!);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Linen Wrap Dress',
      offers: { price: '129.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(data.image[0]).toBe('http://localhost/api/images/products/100001/blue/1.svg');
    expect(data).not.toHaveProperty('aggregateRating');

    await userEvent.click(screen.getByRole('button', { name: 'Leave the page' }));
    // The next page's description and og tags are the shell's RouteHead's (from the route table's head).
    expect(jsonLd()).toBeNull();
  });

  it("replaces the JSON-LD the server wrote into the page's HTML rather than adding a second", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/ld+json" data-page-json-ld>{"@type":"Product","name":"from the server"}</script>',
    );
    mockedGetProduct.mockResolvedValue(dress);
    renderProductPage('/100001');
    await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' });
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent!).name).toBe('Linen Wrap Dress');
  });

  it("rates the product in the JSON-LD from its feedback's average and count", async () => {
    mockedGetProduct.mockResolvedValue(dress);
    feedbackAnswer.mockResolvedValue({ comments: [], average: 4.5, count: 2 });
    renderProductPage('/100001');
    await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' });
    await waitFor(() =>
      expect(JSON.parse(jsonLd()!.textContent!).aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 }),
    );
  });

  it('still shows the product when its feedback cannot be read, and leaves the rating out', async () => {
    mockedGetProduct.mockResolvedValue(dress);
    feedbackAnswer.mockRejectedValue(new Error('Network Error'));
    renderProductPage('/100001');
    await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' });
    await waitFor(() => expect(feedbackAnswer).toHaveBeenCalled());
    expect(JSON.parse(jsonLd()!.textContent!)).not.toHaveProperty('aggregateRating');
  });

  it('suggests other products, never the product itself, as product cards', async () => {
    mockedGetProduct.mockResolvedValue(dress);
    mockedFilterProducts.mockResolvedValue([
      otherProduct('100007', 'Silk Slip Dress'),
      dress,
      otherProduct('100012', 'Boxy Tee'),
      otherProduct('100020', 'Wide-Leg Pants'),
    ]);
    renderProductPage('/100001');
    const section = await screen.findByRole('region', { name: 'You May Also Like' });
    const cards = await within(section).findAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Silk Slip Dress',
      'Boxy Tee',
      'Wide-Leg Pants',
    ]);
    expect(mockedFilterProducts).toHaveBeenCalledWith(
      expect.objectContaining({ random: expect.any(Number) }),
      expect.anything(),
    );
  });

  it('leaves "You May Also Like" out when there is nothing to suggest', async () => {
    mockedGetProduct.mockResolvedValue(dress);
    mockedFilterProducts.mockResolvedValue([dress]);
    renderProductPage('/100001');
    await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' });
    await waitFor(() => expect(mockedFilterProducts).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'You May Also Like' })).not.toBeInTheDocument());
  });

  it("holds the suggestions' place while they load, and leaves them out when they cannot be loaded", async () => {
    let fail: (error: Error) => void = () => undefined;
    mockedGetProduct.mockResolvedValue(dress);
    mockedFilterProducts.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderProductPage('/100001');
    const section = await screen.findByRole('region', { name: 'You May Also Like' });
    expect(within(section).queryByTestId('product-card')).not.toBeInTheDocument();
    fail(new Error('Network Error'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'You May Also Like' })).not.toBeInTheDocument());
  });
});
