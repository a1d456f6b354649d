import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ProductSummary } from 'contracts';
import { useLocation } from 'react-router-dom';
import { apiClient, type RequestOptions } from 'shared-ui/state';
import { Header } from '../../header/header';
import { SearchPanel } from '../search-panel';
import { renderInShell } from '../../../test-utils/render-in-shell';

/** The search API at the client's edge: POST /products/search {text} is answered by `searchMock(text, config)`. */
const searchMock = jest.fn<Promise<ProductSummary[]>, [string, RequestOptions]>();
const post = apiClient.post;
function answerSearches() {
  jest
    .spyOn(apiClient, 'post')
    .mockImplementation((async (url: string, body?: unknown, config?: RequestOptions) =>
      url === API_PATHS.productsSearch
        ? { status: 200, data: await searchMock((body as { text: string }).text, config ?? {}) }
        : post(url, body, config)) as typeof apiClient.post);
}

const linenDress: ProductSummary = {
  id: '100007',
  name: 'Linen Wrap Dress',
  price: 129,
  image: ['/api/images/products/100007/beige/1.svg'],
  description: 'A relaxed wrap dress in washed linen.',
  category: 'dresses',
  new: true,
  plusSize: false,
};

const silkTop: ProductSummary = {
  ...linenDress,
  id: '100012',
  name: 'Silk Shell Top',
  description: 'A fluid silk top.',
  category: 'tops',
};

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function setup(ui: React.ReactElement) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderInShell(ui);
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
  searchMock.mockReset();
  answerSearches();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** "linen" typed and its result shown; the next search is held until the test answers it. */
async function linenFoundNextHeld() {
  let answerNext: (found: ProductSummary[]) => void = () => undefined;
  searchMock.mockResolvedValueOnce([linenDress]).mockReturnValueOnce(new Promise((resolve) => (answerNext = resolve)));
  const user = setup(<SearchPanel onClose={jest.fn()} />);
  const field = screen.getByLabelText('Search');
  await user.type(field, 'linen');
  await act(async () => jest.advanceTimersByTime(500));
  expect(await screen.findByText('Linen Wrap Dress')).toBeInTheDocument();
  return { user, field, answerNext: (found: ProductSummary[]) => answerNext(found) };
}

describe('search panel', () => {
  it('searches only after a 500 ms pause in typing', async () => {
    searchMock.mockResolvedValue([linenDress]);
    const user = setup(<SearchPanel onClose={jest.fn()} />);
    await user.type(screen.getByLabelText('Search'), 'linen');
    act(() => jest.advanceTimersByTime(499));
    expect(searchMock).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(searchMock).toHaveBeenCalledTimes(1);
    expect(searchMock).toHaveBeenCalledWith('linen', expect.anything());
  });

  it('shows result cards with image, name, price, description and "See More" to the product', async () => {
    searchMock.mockResolvedValue([linenDress]);
    const user = setup(<SearchPanel onClose={jest.fn()} />);
    await user.type(screen.getByLabelText('Search'), 'linen');
    await act(async () => jest.advanceTimersByTime(500));

    expect(await screen.findByText('Linen Wrap Dress')).toBeInTheDocument();
    expect(screen.getByText('$129.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Linen Wrap Dress' })).toHaveAttribute('src', linenDress.image[0]);
    expect(screen.getByTestId('search-result-description')).toHaveTextContent('washed linen');
    expect(screen.getByRole('link', { name: 'See More' })).toHaveAttribute('href', '/100007');
  });

  it('shows "No products found" when the search finds nothing', async () => {
    searchMock.mockResolvedValue([]);
    const user = setup(<SearchPanel onClose={jest.fn()} />);
    await user.type(screen.getByLabelText('Search'), 'velvet');
    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('clears the results when a search fails', async () => {
    searchMock.mockResolvedValueOnce([linenDress]).mockRejectedValueOnce(new Error('Network Error'));
    const user = setup(<SearchPanel onClose={jest.fn()} />);
    const field = screen.getByLabelText('Search');
    await user.type(field, 'linen');
    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByText('Linen Wrap Dress')).toBeInTheDocument();

    await user.type(field, ' dress');
    await act(async () => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Linen Wrap Dress')).not.toBeInTheDocument();
    expect(screen.queryByText('No products found')).not.toBeInTheDocument();
  });

  it('keeps the results on screen while the next term is searched', async () => {
    const { user, field, answerNext } = await linenFoundNextHeld();

    await user.clear(field);
    await user.type(field, 'silk');
    await act(async () => jest.advanceTimersByTime(500));
    expect(searchMock).toHaveBeenLastCalledWith('silk', expect.anything());
    expect(screen.getByText('Linen Wrap Dress')).toBeInTheDocument();

    await act(async () => answerNext([silkTop]));
    expect(await screen.findByText('Silk Shell Top')).toBeInTheDocument();
    expect(screen.queryByText('Linen Wrap Dress')).not.toBeInTheDocument();
  });

  it('ignores the answer for a term typed past', async () => {
    let answerFirst: (found: ProductSummary[]) => void = () => undefined;
    searchMock.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve))).mockResolvedValueOnce([silkTop]);
    const user = setup(<SearchPanel onClose={jest.fn()} />);
    const field = screen.getByLabelText('Search');
    await user.type(field, 'linen');
    await act(async () => jest.advanceTimersByTime(500));
    await user.clear(field);
    await user.type(field, 'silk');
    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByText('Silk Shell Top')).toBeInTheDocument();

    await act(async () => answerFirst([linenDress]));
    expect(screen.queryByText('Linen Wrap Dress')).not.toBeInTheDocument();
    expect(screen.getByText('Silk Shell Top')).toBeInTheDocument();
  });

  it('does not bring back the results from before a failed search while the next one runs', async () => {
    searchMock
      .mockResolvedValueOnce([linenDress])
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockReturnValueOnce(new Promise(() => {}));
    const user = setup(<SearchPanel onClose={jest.fn()} />);
    const field = screen.getByLabelText('Search');
    await user.type(field, 'linen');
    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByText('Linen Wrap Dress')).toBeInTheDocument();
    await user.type(field, ' dress');
    await act(async () => jest.advanceTimersByTime(500));
    await waitFor(() => expect(screen.queryByText('Linen Wrap Dress')).not.toBeInTheDocument());
    expect(console.error).toHaveBeenCalledWith('[shell] search failed', expect.any(Error));

    await user.type(field, 'es');
    await act(async () => jest.advanceTimersByTime(500));
    expect(searchMock).toHaveBeenLastCalledWith('linen dresses', expect.anything());
    expect(screen.queryByText('Linen Wrap Dress')).not.toBeInTheDocument();
  });

  it('closes and clears on an outside click', async () => {
    searchMock.mockResolvedValue([linenDress]);
    const user = setup(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    // The panel's code is fetched on first open (header/lazy-panels.tsx).
    await user.type(await screen.findByLabelText('Search'), 'linen');
    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByText('Linen Wrap Dress')).toBeInTheDocument();

    await user.click(screen.getByTestId('page-overlay'));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByTestId('page-overlay')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(await screen.findByLabelText('Search')).toHaveValue('');
    expect(screen.queryByText('Linen Wrap Dress')).not.toBeInTheDocument();
  });

  it('takes the shopper to the search field when it opens', () => {
    setup(<SearchPanel onClose={jest.fn()} />);
    expect(screen.getByLabelText('Search')).toHaveFocus();
  });

  it('clears the results once the query is emptied, and searches afresh for the next one', async () => {
    const { user, field, answerNext } = await linenFoundNextHeld();

    await user.clear(field);
    await act(async () => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Linen Wrap Dress')).not.toBeInTheDocument();
    expect(searchMock).toHaveBeenCalledTimes(1);

    // The old results do not come back while the next search runs.
    await user.type(field, 'velvet');
    expect(screen.queryByText('Linen Wrap Dress')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(500));
    expect(searchMock).toHaveBeenLastCalledWith('velvet', expect.anything());
    expect(screen.queryByText('Linen Wrap Dress')).not.toBeInTheDocument();
    await act(async () => answerNext([]));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = setup(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('search')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  describe('keyboard', () => {
    async function withResults(onClose = jest.fn()) {
      searchMock.mockResolvedValue([linenDress, silkTop]);
      const user = setup(
        <>
          <SearchPanel onClose={onClose} />
          <Location />
        </>,
      );
      await user.type(screen.getByLabelText('Search'), 'dress');
      await act(async () => jest.advanceTimersByTime(500));
      await screen.findByText('Silk Shell Top');
      const [first, second] = screen.getAllByRole('link', { name: 'See More' });
      return { user, onClose, field: screen.getByLabelText('Search'), first, second };
    }

    it('moves through the results with ArrowDown and back to the field with ArrowUp', async () => {
      const { user, field, first, second } = await withResults();
      await user.keyboard('{ArrowDown}');
      expect(first).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(second).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(second).toHaveFocus(); // the last result stays
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(field).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(field).toHaveFocus();
    });

    it('opens the focused product with Enter and closes the panel', async () => {
      const { user, onClose } = await withResults();
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(screen.getByTestId('location')).toHaveTextContent('/100012');
      expect(onClose).toHaveBeenCalled();
    });

    it('closes with Escape from a result', async () => {
      const { user, onClose } = await withResults();
      await user.keyboard('{ArrowDown}{Escape}');
      expect(onClose).toHaveBeenCalled();
    });

    it('still debounces: arrows while typing send no search', async () => {
      searchMock.mockResolvedValue([linenDress]);
      const user = setup(<SearchPanel onClose={jest.fn()} />);
      await user.type(screen.getByLabelText('Search'), 'li{ArrowDown}ne');
      act(() => jest.advanceTimersByTime(499));
      expect(searchMock).not.toHaveBeenCalled();
    });

    it('takes at most 100 characters', () => {
      setup(<SearchPanel onClose={jest.fn()} />);
      expect(screen.getByLabelText('Search')).toHaveAttribute('maxLength', '100');
    });
  });
});
