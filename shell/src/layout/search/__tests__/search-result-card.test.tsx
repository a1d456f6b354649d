import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ProductSummary } from 'contracts';
import { ThemeProvider, theme } from 'shared-ui';
import { SearchResultCard } from '../search-result-card';

const hit: ProductSummary = {
  id: '100001',
  name: 'Linen Wrap Dress',
  price: 89.5,
  image: [`/api/photos/${'7'.repeat(64)}-1600.jpg`],
  placeholder: 'data:image/webp;base64,UklGRg==',
  description: 'A wrap dress.',
  category: 'dresses',
  new: false,
  plusSize: false,
};

describe('SearchResultCard', () => {
  it('shows the hit’s photo as a small lazy <picture> with its tiny placeholder until it arrives', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <SearchResultCard product={hit} onNavigate={() => undefined} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toContain('<picture><source type="image/avif"');
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).toContain('sizes="96px"');
    expect(img).toContain('loading="lazy"');
    expect(img).toMatch(/width="96" height="128"/);
    expect(img).toContain('style="background:url(&quot;data:image/webp;base64,UklGRg==&quot;) 50%/cover"');
  });
});
