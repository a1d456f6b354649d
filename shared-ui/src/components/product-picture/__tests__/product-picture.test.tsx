import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProductPicture, type ProductPictureProps } from '../product-picture';

const HASH = 'c0ffee'.repeat(10) + 'abcd';

/** A photo 1600 px wide, as the API names it (its widest JPEG), or any other src, in a 3:4 box. */
const renderPicture = (props: Partial<ProductPictureProps> = {}) =>
  render(<ProductPicture src={`/api/photos/${HASH}-1600.jpg`} sizes="100vw" alt="" width={3} height={4} {...props} />);

describe('ProductPicture', () => {
  it('makes a product photo a <picture>: AVIF, then WebP, then the JPEG, over its whole width ladder, with sizes', () => {
    const { container } = renderPicture({
      sizes: '50vw',
      alt: 'Linen Wrap Dress in beige',
      width: 600,
      height: 800,
      fetchPriority: 'high',
    });
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    const ladder = (format: string) =>
      // Up to the photo's 1600 px: the gallery at 1280 px on a 2x screen wants about 1190 px (the 1280 file).
      [320, 480, 640, 960, 1280, 1600].map((width) => `/api/photos/${HASH}-${width}.${format} ${width}w`).join(', ');
    expect(sources[0]!.getAttribute('srcset')).toBe(ladder('avif'));
    expect(sources[1]!.getAttribute('srcset')).toBe(ladder('webp'));
    expect(sources.every((source) => source.getAttribute('sizes') === '50vw')).toBe(true);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(`/api/photos/${HASH}-1600.jpg`);
    expect(img.getAttribute('srcset')).toBe(ladder('jpg'));
    expect(img).toHaveAttribute('alt', 'Linen Wrap Dress in beige');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '800']);
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('never offers a width above the photo’s own: a 500 px photo has the 320 and 480 files', () => {
    const { container } = renderPicture({ src: `/api/photos/${HASH}-480.jpg` });
    expect(container.querySelector('source')!.getAttribute('srcset')).toBe(
      `/api/photos/${HASH}-320.avif 320w, /api/photos/${HASH}-480.avif 480w`,
    );
  });

  it('shows the tiny placeholder under the photo until it is decoded, centred and covering like the photo', () => {
    // As the server writes it (the first paint's HTML): jsdom's style parser drops a shorthand with a size.
    const html = renderToString(
      <ProductPicture
        src={`/api/photos/${HASH}-1600.jpg`}
        sizes="100vw"
        alt=""
        width={3}
        height={4}
        placeholder="data:image/webp;base64,UklGRg=="
      />,
    );
    expect(html).toMatch(/<img [^>]*style="background:url\(&quot;data:image\/webp;base64,UklGRg==&quot;\) 50%\/cover"/);
  });

  it('has no background without a placeholder (the slot’s own colour shows)', () => {
    const { container } = renderPicture();
    expect(container.querySelector('img')!.getAttribute('style')).toBeNull();
  });

  it('leaves a generated drawing a plain <img>', () => {
    const { container } = renderPicture({ src: '/api/images/products/100001/red/1.svg' });
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/api/images/products/100001/red/1.svg');
  });
});
