import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider, theme } from 'shared-ui';
import { imgOf, photoBagLine, placeholderStyle } from 'shared-ui/testing';
import { MiniBagLine } from '../mini-bag-line';

describe('MiniBagLine', () => {
  it('shows the line’s photo as a small <picture> with its tiny placeholder until it arrives', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <MiniBagLine line={photoBagLine} onRemove={() => undefined} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toContain('<picture><source type="image/avif"');
    const img = imgOf(html);
    expect(img).toMatch(/sizes="\d+px"/);
    expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(img).toContain(placeholderStyle());
  });
});
