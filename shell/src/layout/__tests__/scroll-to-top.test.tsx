import { act, render } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollToTop } from '../scroll-to-top';

/** Where the page scrolls: jsdom lays nothing out, so window.scrollTo is watched instead. */
let scrolledTo: { top?: number }[] = [];
beforeEach(() => {
  scrolledTo = [];
  window.scrollTo = ((options: ScrollToOptions) => scrolledTo.push({ top: options.top })) as typeof window.scrollTo;
});

const router: { navigate?: NavigateFunction } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function shop(initial: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[initial]}>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('ScrollToTop', () => {
  it("leaves the first page where it is: the shopper may have scrolled the server's page before it hydrated", () => {
    shop('/collection');
    expect(scrolledTo).toEqual([]);
  });

  it('starts a new page at its top, and keeps the place when only the query changes', async () => {
    shop('/collection');
    await act(async () => router.navigate!('/100001'));
    expect(scrolledTo).toEqual([{ top: 0 }]);
    await act(async () => router.navigate!('/100001?color=red'));
    expect(scrolledTo).toEqual([{ top: 0 }]);
  });
});
