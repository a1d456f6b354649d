import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CartLine } from '../cart-line';
import { imgOf, photoBagLine, placeholderStyle } from 'shared-ui/testing';

describe('CartLine', () => {
  it('shows the line’s photo as a 120 px <picture> with its tiny placeholder until it arrives', () => {
    const html = renderToString(
      <MemoryRouter>
        <CartLine
          priced={{ line: photoBagLine, key: photoBagLine.key, quantity: 1 }}
          onQuantityChange={() => undefined}
          onRemove={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('<picture><source type="image/avif"');
    const img = imgOf(html);
    expect(img).toContain('sizes="120px"');
    expect(img).toMatch(/width="120" height="160"/);
    expect(img).toContain(placeholderStyle());
  });
});
