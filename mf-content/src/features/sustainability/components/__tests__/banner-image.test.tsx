import { render, screen, waitFor } from '@testing-library/react';
import { getBannerSection } from 'shared-ui';
import { BannerImage } from '../banner-image';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getBannerSection: jest.fn(),
}));

const mockedGetBannerSection = jest.mocked(getBannerSection);

describe('BannerImage', () => {
  it('shows the first image of the banner section', async () => {
    mockedGetBannerSection.mockResolvedValue([
      { id: 'b1', name: 'cotton', imageUrl: '/api/images/banners/cotton.svg', category: [] },
    ]);
    render(<BannerImage name="sustainability" section="cotton" alt="Cotton bolls" aspectRatio="4 / 3" />);
    expect(await screen.findByRole('img', { name: 'Cotton bolls' })).toHaveAttribute(
      'src',
      '/api/images/banners/cotton.svg',
    );
    expect(mockedGetBannerSection).toHaveBeenCalledWith('sustainability', 'cotton', expect.anything());
  });

  it('keeps the grey placeholder when the banner cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockedGetBannerSection.mockRejectedValue(new Error('Network Error'));
    const { container } = render(<BannerImage name="sustainability" section="silk" alt="Silk" aspectRatio="4 / 3" />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(container.querySelector('img')).toBeNull();
    warn.mockRestore();
  });
});
