import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, SHOP_EMAIL, SHOP_PHONE, STORE_OPENSTREETMAP_URL, type StoreMap } from 'contracts';
import { apiClient } from 'shared-ui/state';
import { renderPage } from '../../../test/render-page';
import { VisitUsPage } from '../views/visit-us-page';

/** GET /store/map at the client's edge, answered by `mockedGetStoreMap()`. */
const mockedGetStoreMap = jest.fn<Promise<StoreMap>, []>();
const get = apiClient.get;
beforeEach(() => {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(((url: string, config?: Parameters<typeof get>[1]) =>
      url === API_PATHS.storeMap
        ? mockedGetStoreMap().then((data) => ({ status: 200, data }))
        : get(url, config)) as typeof apiClient.get);
});
afterEach(() => jest.restoreAllMocks());

const BUILT_IN_MAP: StoreMap = {
  embedUrl: null,
  imageUrl: '/api/images/store-map.svg',
  openStreetMapUrl: STORE_OPENSTREETMAP_URL,
};

/** A clock stopped at an instant given in UTC (Kyiv is UTC+2 in winter, UTC+3 in summer). */
const at = (iso: string) => () => new Date(iso);

function renderAt(clock: () => Date) {
  return renderPage(<VisitUsPage clock={clock} />, '/visitUs');
}

const rows = () => screen.getAllByRole('row');
const todayRow = () => rows().find((row) => row.getAttribute('aria-current') === 'date');

describe('VisitUsPage', () => {
  beforeEach(() => {
    // The map settings stay on their way unless a test answers them.
    mockedGetStoreMap.mockReturnValue(new Promise(() => {}));
  });

  it('shows the "Visit Us" heading and the Kyiv address', () => {
    renderAt(at('2026-11-23T10:00:00Z'));
    expect(screen.getByRole('heading', { level: 1, name: 'Visit Us' })).toBeInTheDocument();
    expect(screen.getByText(/Kyiv/, { selector: 'address span' })).toBeInTheDocument();
    expect(screen.getByText('25 Yaroslaviv Val St', { selector: 'address span' })).toBeInTheDocument();
    expect(document.title).toBe('Visit Us | Vesna');
  });

  it('shows the opening hours of the spec, one row a day from Monday', () => {
    renderAt(at('2026-11-23T10:00:00Z'));
    expect(rows().map((row) => row.textContent?.replace('Today', ''))).toEqual([
      'Monday10:00-19:00',
      'Tuesday10:00-19:00',
      'Wednesday10:00-19:00',
      'Thursday10:00-19:00',
      'Friday10:00-19:00',
      'Saturday10:00-18:00',
      'SundayClosed',
    ]);
  });

  it('says "Open now" and marks today on a weekday within the hours, Kyiv time', () => {
    // Monday 23 November 2026, 12:30 in Kyiv (UTC+2).
    renderAt(at('2026-11-23T10:30:00Z'));
    expect(screen.getByTestId('store-status')).toHaveTextContent('Open now');
    expect(todayRow()).toHaveTextContent('Monday');
    expect(within(todayRow()!).getByText('Today')).toBeInTheDocument();
    expect(rows().filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('says "Closed" after closing time, although it is still open hours where the shopper is', () => {
    // Saturday 28 November 2026, 18:00 in Kyiv: closed (Saturday closes at 18:00); 11:00 in New York.
    renderAt(at('2026-11-28T16:00:00Z'));
    expect(screen.getByTestId('store-status')).toHaveTextContent('Closed');
    expect(todayRow()).toHaveTextContent('Saturday');
  });

  it("takes the day from Kyiv's calendar: late Sunday evening in UTC is Monday morning in Kyiv", () => {
    // Sunday 22:30 UTC = Monday 00:30 in Kyiv: Monday is today there, and the store is closed.
    renderAt(at('2026-11-22T22:30:00Z'));
    expect(todayRow()).toHaveTextContent('Monday');
    expect(screen.getByTestId('store-status')).toHaveTextContent('Closed');
  });

  it('is closed all Sunday, summer time included', () => {
    renderAt(at('2026-07-12T09:00:00Z')); // Sunday 12:00 in Kyiv (UTC+3)
    expect(screen.getByTestId('store-status')).toHaveTextContent('Closed');
    expect(todayRow()).toHaveTextContent('Sunday');
  });

  it('opens at 10:00 in Kyiv in summer (UTC+3)', () => {
    renderAt(at('2026-07-13T07:00:00Z')); // Monday 10:00 in Kyiv
    expect(screen.getByTestId('store-status')).toHaveTextContent('Open now');
  });

  it('gives the e-mail address and phone number as links', () => {
    renderAt(at('2026-11-23T10:00:00Z'));
    expect(screen.getByRole('link', { name: SHOP_EMAIL })).toHaveAttribute('href', `mailto:${SHOP_EMAIL}`);
    expect(screen.getByRole('link', { name: SHOP_PHONE })).toHaveAttribute('href', expect.stringMatching(/^tel:\+380/));
  });

  it("shows a spinner until the shop's own map has loaded, and a link to the place on OpenStreetMap", async () => {
    mockedGetStoreMap.mockResolvedValue(BUILT_IN_MAP);
    renderAt(at('2026-11-23T10:00:00Z'));
    expect(screen.getByText('Loading the map')).toBeInTheDocument();
    const map = await screen.findByRole('img', { name: /Map of the streets around the Vesna store/ });
    expect(map).toHaveAttribute('src', '/api/images/store-map.svg');
    expect(screen.getByText('Loading the map')).toBeInTheDocument();
    fireEvent.load(map);
    expect(screen.queryByText('Loading the map')).not.toBeInTheDocument();
    expect(screen.getByTestId('store-map')).toHaveAttribute('data-loaded', 'true');
    expect(screen.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
      'href',
      STORE_OPENSTREETMAP_URL,
    );
  });

  it('embeds the configured map (MAP_EMBED_URL) in a frame instead', async () => {
    mockedGetStoreMap.mockResolvedValue({ ...BUILT_IN_MAP, embedUrl: 'https://maps.example/embed?q=kyiv' });
    renderAt(at('2026-11-23T10:00:00Z'));
    const frame = await waitFor(() => {
      const found = document.querySelector('iframe');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(frame).toHaveAttribute('src', 'https://maps.example/embed?q=kyiv');
    expect(screen.getByText('Loading the map')).toBeInTheDocument();
    fireEvent.load(frame);
    expect(screen.queryByText('Loading the map')).not.toBeInTheDocument();
  });

  it("falls back to the shop's own map when the map settings cannot be loaded", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockedGetStoreMap.mockRejectedValue(new Error('offline'));
    renderAt(at('2026-11-23T10:00:00Z'));
    expect(await screen.findByRole('img', { name: /Map of the streets/ })).toHaveAttribute(
      'src',
      '/api/images/store-map.svg',
    );
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/store map settings/), expect.any(Error));
  });

  it('checks the time again while the page stays open', () => {
    jest.useFakeTimers();
    try {
      let now = new Date('2026-11-23T16:59:00Z'); // Monday 18:59 in Kyiv
      renderAt(() => now);
      expect(screen.getByTestId('store-status')).toHaveTextContent('Open now');
      now = new Date('2026-11-23T17:00:00Z'); // 19:00: closing time
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByTestId('store-status')).toHaveTextContent('Closed');
    } finally {
      jest.useRealTimers();
    }
  });
});
