import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBannerSection } from 'shared-ui';
import { renderPage } from '../../../test/render-page';
import { SustainabilityPage } from '../views/sustainability-page';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getBannerSection: jest.fn(),
}));

const mockedGetBannerSection = jest.mocked(getBannerSection);

const MISSION = [
  'Minimalism',
  'Ethical',
  'Eco-Friendly Materials',
  'Circular',
  'Transparency',
  'Community And Empowerment',
];

/** Makes `matchMedia` answer `matches` for every query, as a phone (false) or a tablet (true) would. */
function setWide(matches: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({
    matches,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  });
}

describe('SustainabilityPage', () => {
  beforeEach(() => {
    // The banner stays loading unless a test waits for it, so no update lands after a test ends.
    mockedGetBannerSection.mockReturnValue(new Promise(() => {}));
  });

  afterEach(() => {
    // jsdom has no matchMedia of its own.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('shows the "Sustainability" heading, the main banner, and sets the document title', async () => {
    mockedGetBannerSection.mockResolvedValueOnce([
      { id: 'main', name: 'mainBanner', imageUrl: '/api/images/banners/sustainability.svg', category: [] },
    ]);
    renderPage(<SustainabilityPage />, '/sustainability');
    expect(screen.getByRole('heading', { level: 1, name: 'Sustainability' })).toBeInTheDocument();
    expect(document.title).toBe('Sustainability | Vesna');
    await waitFor(() =>
      expect(document.querySelector('img')).toHaveAttribute('src', '/api/images/banners/sustainability.svg'),
    );
    expect(mockedGetBannerSection).toHaveBeenCalledWith('sustainability', 'mainBanner', expect.anything());
  });

  it('lists the six points of the mission as closed accordions on narrow screens', async () => {
    setWide(false);
    renderPage(<SustainabilityPage />, '/sustainability');
    const mission = screen.getByRole('region', { name: 'Our mission' });
    const toggles = within(mission).getAllByRole('button');
    expect(toggles.map((b) => b.textContent)).toEqual(MISSION);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Fewer, better pieces/)).not.toBeVisible();

    await userEvent.click(toggles[0]);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Fewer, better pieces/)).toBeVisible();
  });

  it('shows the six points open, as headings, on wide screens', () => {
    setWide(true);
    renderPage(<SustainabilityPage />, '/sustainability');
    const mission = screen.getByRole('region', { name: 'Our mission' });
    expect(
      within(mission)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(MISSION);
    expect(within(mission).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the "Packaging" tile’s text in a dialog', async () => {
    renderPage(<SustainabilityPage />, '/sustainability');
    await userEvent.click(screen.getByRole('button', { name: /^Packaging/ }));
    const dialog = screen.getByRole('dialog', { name: 'Packaging' });
    expect(within(dialog).getByText(/recycled paper packaging/)).toBeInTheDocument();
  });

  it('links the Materials tile and the materials paragraph to /sustainability/materials', () => {
    renderPage(<SustainabilityPage />, '/sustainability');
    expect(screen.getByRole('link', { name: /^Materials/ })).toHaveAttribute('href', '/sustainability/materials');
    expect(screen.getByRole('link', { name: 'Read about our cotton, wool, linen and silk' })).toHaveAttribute(
      'href',
      '/sustainability/materials',
    );
  });

  it('gives each of the four tiles its own picture', async () => {
    mockedGetBannerSection.mockImplementation(async (_name, section) => [
      { id: section, name: section, imageUrl: `/api/images/banners/${section}.svg`, category: [] },
    ]);
    renderPage(<SustainabilityPage />, '/sustainability');
    const tiles = within(screen.getByRole('region', { name: 'How we work' }));
    const pictureOf = (tile: HTMLElement) => tile.querySelector('img')?.getAttribute('src');
    await waitFor(() =>
      expect(
        [
          tiles.getByRole('button', { name: /^Processing/ }),
          tiles.getByRole('button', { name: /^Packaging/ }),
          tiles.getByRole('button', { name: /^Product Caring/ }),
          tiles.getByRole('link', { name: /^Materials/ }),
        ].map(pictureOf),
      ).toEqual([
        '/api/images/banners/secondBanner.svg',
        '/api/images/banners/thirdBanner.svg',
        '/api/images/banners/fourthBanner.svg',
        '/api/images/banners/fifthBanner.svg',
      ]),
    );
  });
});
