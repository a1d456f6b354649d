import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CheckoutSummary } from '../checkout-summary';
import { imgOf, placeholderStyle } from 'shared-ui/testing';
import { photoQuote } from '../../../test-utils/photo-quote';

describe('CheckoutSummary', () => {
  it('shows each line’s photo as a 56 px <picture> with its tiny placeholder until it arrives', () => {
    const html = renderToString(
      <MemoryRouter>
        <CheckoutSummary quote={photoQuote} loading={false} />
      </MemoryRouter>,
    );
    expect(html).toContain('<picture><source type="image/avif"');
    const img = imgOf(html);
    expect(img).toContain('sizes="56px"');
    expect(img).toMatch(/width="56" height="75"/);
    expect(img).toContain(placeholderStyle());
  });
});
