import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getProductsByIds } from 'shared-ui';
import { ModiweekPage } from '../views/modiweek-page';
import { todaysWeekday } from '../hooks/use-modiweek-day';
import { makeBanner, makeProducts } from '../../../test-utils/fixtures';
import { getModiweekBanners } from '../../../api/get-modiweek-looks';

jest.mock('../../../api/get-modiweek-looks', () => ({
  ...jest.requireActual('../../../api/get-modiweek-looks'),
  getModiweekBanners: jest.fn(),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getProductsByIds: jest.fn(),
}));

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

beforeEach(() => {
  jest.mocked(getModiweekBanners).mockResolvedValue(
    WEEK.map((day, i) =>
      makeBanner(day, {
        category: [{ id: String(100001 + i) }, { id: String(100011 + i) }, { id: String(100021 + i) }],
      }),
    ),
  );
  jest.mocked(getProductsByIds).mockImplementation(async (ids) => makeProducts(ids.length));
});

afterEach(() => jest.clearAllMocks());

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/modiweek/:day?" element={<ModiweekPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ModiweekPage', () => {
  it('shows the day from the path with its look and "{n} items"', async () => {
    renderAt('/modiweek/friday');
    expect(screen.getByRole('heading', { level: 1, name: 'Modiweek' })).toBeInTheDocument();
    expect(await screen.findByText('3 items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shop The Look' })).toBeInTheDocument();
    expect(getProductsByIds).toHaveBeenCalledWith(['100006', '100016', '100026'], expect.anything());
    expect(within(screen.getByRole('list', { name: 'Friday look' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Modiweek look for Friday' })).toHaveAttribute(
      'src',
      '/api/images/banners/friday.svg',
    );
    expect(screen.getByRole('link', { name: 'Friday' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Modiweek | Vesna');
  });

  it('shows the look’s photos as lazy <picture>s sized for two across its column', async () => {
    const photo = `/api/photos/${'7'.repeat(64)}-1600.jpg`;
    jest
      .mocked(getProductsByIds)
      .mockImplementation(async (ids) => makeProducts(ids.length).map((product) => ({ ...product, image: [photo] })));
    renderAt('/modiweek/friday');
    const look = await screen.findByRole('list', { name: 'Friday look' });
    const images = within(look).getAllByRole('img');
    expect(images).toHaveLength(3);
    for (const img of images) {
      expect(img.closest('picture')).not.toBeNull();
      expect(img).toHaveAttribute('sizes', '(min-width: 1280px) 320px, (min-width: 900px) 25vw, 50vw');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '800']);
    }
  });

  it('reads the day from ?day= as well', async () => {
    renderAt('/modiweek?day=monday');
    expect(await screen.findByRole('list', { name: 'Monday look' })).toBeInTheDocument();
    expect(getProductsByIds).toHaveBeenCalledWith(['100002', '100012', '100022'], expect.anything());
  });

  it("defaults to today's weekday", async () => {
    const today = todaysWeekday();
    renderAt('/modiweek');
    const label = today.charAt(0).toUpperCase() + today.slice(1);
    expect(await screen.findByRole('list', { name: `${label} look` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the not-found page for a path segment that is not a weekday, and loads no look', async () => {
    renderAt('/modiweek/someday');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Modiweek' })).not.toBeInTheDocument();
    expect(getModiweekBanners).not.toHaveBeenCalled();
  });

  it('takes the weekday in any letter case', async () => {
    renderAt('/modiweek/Friday');
    expect(await screen.findByRole('list', { name: 'Friday look' })).toBeInTheDocument();
  });
});
