import { screen } from '@testing-library/react';
import { getBannerSection } from 'shared-ui';
import { renderPage } from '../../../test/render-page';
import { MaterialsPage } from '../views/materials-page';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getBannerSection: jest.fn(),
}));

const mockedGetBannerSection = jest.mocked(getBannerSection);

describe('MaterialsPage', () => {
  beforeEach(async () => {
    mockedGetBannerSection.mockImplementation(async (_name, section) => [
      { id: section, name: section, imageUrl: `/api/images/banners/${section}.svg`, category: [] },
    ]);
    renderPage(<MaterialsPage />, '/sustainability/materials');
    // Let the four images arrive before each test looks at the page.
    expect(await screen.findAllByRole('img')).toHaveLength(4);
  });

  it('shows the "Materials" heading and the 92% / 100% by 2025 claim', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Materials' })).toBeInTheDocument();
    expect(screen.getByText(/In 2022, 92% of the base fabrics.*100% by 2025/)).toBeInTheDocument();
    expect(document.title).toBe('Materials | Vesna');
  });

  it('describes cotton, wool, linen and silk, each with its image', () => {
    for (const name of ['Cotton', 'Wool', 'Linen', 'Silk']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api/images/banners/cotton.svg',
      '/api/images/banners/wool.svg',
      '/api/images/banners/linen.svg',
      '/api/images/banners/silk.svg',
    ]);
  });
});
