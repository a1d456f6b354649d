import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { photoSrcset } from 'contracts';
import { PRODUCT_PHOTO_SIZES } from 'contracts/seo';
import { ProductGallery } from '../product-gallery';

const hash = (n: number) => String(n).repeat(64);
const photos = [1, 2, 3].map((n) => `/api/photos/${hash(n)}-1600.jpg`);
const placeholders = ['a', 'b', 'c'].map((tiny) => `data:image/webp;base64,${tiny}`);

const gallery = (props: Partial<React.ComponentProps<typeof ProductGallery>> = {}) => (
  <ProductGallery name="Linen Wrap Dress" colorName="blue" images={photos} placeholders={placeholders} {...props} />
);

describe('ProductGallery with photos', () => {
  it("names each photo by the staff's alt text and its place; a drawing by the product and colour", async () => {
    const alts = ['Front, belted', 'Back, open neckline', 'Linen weave, close up'];
    render(gallery({ alts }));
    expect(screen.getByRole('img', { name: 'Front, belted, image 1 of 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Back, open neckline, image 2 of 3' })).toBeInTheDocument();
  });

  it('names a single photo by its alt text alone', () => {
    render(gallery({ images: photos.slice(0, 1), placeholders: undefined, alts: ['Front, belted'] }));
    expect(screen.getByRole('img', { name: 'Front, belted' })).toBeInTheDocument();
  });

  it('shows the first photo as a <picture> over its whole ladder, sized as the head preloads it, fetched first', () => {
    const { container } = render(gallery());
    const main = screen.getByRole('img', { name: 'Linen Wrap Dress in blue, image 1 of 3' });
    expect(main.closest('picture')!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      photoSrcset({ hash: hash(1), width: 1600 }, 'avif'),
    );
    expect(main).toHaveAttribute('sizes', PRODUCT_PHOTO_SIZES);
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['600', '800']);
    // The thumbnails wait: lazy, and small files (72 px slots).
    const thumbnails = [...container.querySelectorAll('ul img')];
    expect(thumbnails).toHaveLength(3);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
      expect(thumbnail).toHaveAttribute('sizes', '72px');
    }
  });

  it('puts each photo’s tiny placeholder under it and under its thumbnail, in the server’s markup', () => {
    const html = renderToString(gallery());
    const imgs = html.match(/<img [^>]*>/g)!;
    expect(imgs).toHaveLength(4);
    const background = (tiny: string) => `style="background:url(&quot;${tiny}&quot;) 50%/cover"`;
    expect(imgs[0]).toContain(background(placeholders[0]!));
    imgs.slice(1).forEach((img, index) => expect(img).toContain(background(placeholders[index]!)));
  });

  it('asks for no high priority for a photo the shopper moves on to', async () => {
    render(gallery());
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    const main = screen.getByRole('img', { name: 'Linen Wrap Dress in blue, image 2 of 3' });
    expect(main).toHaveAttribute('src', photos[1]);
    expect(main).toHaveAttribute('fetchpriority', 'auto');
  });

  it('leaves drawings plain images, without placeholders', () => {
    const drawings = [1, 2].map((view) => `/api/images/products/100001/blue/${view}.svg`);
    const html = renderToString(gallery({ images: drawings, placeholders: undefined }));
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('background:');
  });
});
