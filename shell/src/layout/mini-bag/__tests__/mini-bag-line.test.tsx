import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { CartQuoteLine } from 'contracts';
import { ThemeProvider, theme } from 'shared-ui';
import { MiniBagLine } from '../mini-bag-line';

const TINY = 'data:image/webp;base64,UklGRg==';
const line: CartQuoteLine = {
  key: '100001/blue/m/1',
  requestedKey: '100001/blue/m/1',
  productId: '100001',
  name: 'Linen Wrap Dress',
  image: `/api/photos/${'7'.repeat(64)}-1600.jpg`,
  placeholder: TINY,
  color: 'blue',
  size: 'm',
  quantity: 1,
  stock: 4,
  unitPriceCents: 12_950,
  lineTotalCents: 12_950,
  clamped: false,
};

describe('MiniBagLine', () => {
  it('shows the line’s photo as a small <picture> with its tiny placeholder until it arrives', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <MiniBagLine line={line} onRemove={() => undefined} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toContain('<picture><source type="image/avif"');
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).toMatch(/sizes="\d+px"/);
    expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(img).toContain(`style="background:url(&quot;${TINY}&quot;) 50%/cover"`);
  });
});
