import { render, screen } from '@testing-library/react';
import { ColorSwatches } from '../color-swatches';

const hash = 'ab'.repeat(32);

describe('ColorSwatches', () => {
  it('zooms into a photo’s smallest WebP, not the widest JPEG its path names; a drawing as it is', () => {
    render(
      <ColorSwatches
        colors={[
          { color: 'blue', image: `/api/photos/${hash}-1600.jpg` },
          { color: 'red', image: '/api/images/products/100001/red/1.svg' },
        ]}
        chosen="blue"
        onChoose={() => undefined}
      />,
    );
    const chip = (name: string) => screen.getByRole('radio', { name }).nextElementSibling as HTMLElement;
    expect(chip('Blue').style.backgroundImage).toBe(`url("/api/photos/${hash}-320.webp")`);
    expect(chip('Red').style.backgroundImage).toBe('url("/api/images/products/100001/red/1.svg")');
  });
});
