import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, swipeDirection, type CarouselProps } from '../carousel';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function renderCarousel(props: Partial<CarouselProps<string>> = {}) {
  return render(
    <Carousel
      title="Days"
      items={DAYS}
      getKey={(day) => day}
      renderItem={(day) => <a href={`/day/${day}`}>{day}</a>}
      perView={2}
      previousLabel="Previous days"
      nextLabel="Next days"
      {...props}
    />,
  );
}

/** Gives the track's items a layout (jsdom has none) and records where the track is asked to scroll. */
function layOut(itemWidth: number) {
  const track = screen.getAllByRole('listitem')[0].parentElement!;
  Array.from(track.children).forEach((item, i) =>
    Object.defineProperty(item, 'offsetLeft', { configurable: true, value: i * itemWidth }),
  );
  const scrollTo = jest.fn();
  Object.defineProperty(track, 'scrollTo', { configurable: true, value: scrollTo });
  return { track, scrollTo };
}

describe('swipeDirection', () => {
  it('counts only a swipe longer than 50 px, a swipe to the left going forward', () => {
    expect(swipeDirection(-50)).toBe(0);
    expect(swipeDirection(50)).toBe(0);
    expect(swipeDirection(-51)).toBe(1);
    expect(swipeDirection(120)).toBe(-1);
  });
});

describe('Carousel', () => {
  it('is a region named by its heading, with every item in a list', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Days' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('heading', { level: 2, name: 'Days' })).toBeInTheDocument();
    // Off-screen items stay reachable: Tab scrolls them into view.
    expect(within(region).getAllByRole('link')).toHaveLength(7);
    expect(within(region).getByRole('status')).toHaveTextContent('Showing 1 to 2 of 7');
  });

  it('wraps around with previous and next when asked to, scrolling the track to the item', async () => {
    const user = userEvent.setup();
    renderCarousel({ wrap: true });
    const { scrollTo } = layOut(200);
    const status = screen.getByRole('status');

    await user.click(screen.getByRole('button', { name: 'Previous days' }));
    expect(status).toHaveTextContent('Showing 6 to 7 of 7');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1000 });

    await user.click(screen.getByRole('button', { name: 'Next days' }));
    expect(status).toHaveTextContent('Showing 1 to 2 of 7');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0 });

    await user.click(screen.getByRole('button', { name: 'Next days' }));
    expect(status).toHaveTextContent('Showing 2 to 3 of 7');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 200 });
  });

  it('stops at the ends without wrap: the buttons there are disabled', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Previous days' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next days' }));
    expect(screen.getByRole('button', { name: 'Previous days' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 to 3 of 7');
  });

  it('hides previous and next when every item fits', () => {
    renderCarousel({ items: DAYS.slice(0, 2) });
    expect(screen.queryByRole('button', { name: 'Next days' })).not.toBeInTheDocument();
  });

  it('moves by one item on a swipe longer than 50 px and marks the current item in its dots', () => {
    renderCarousel({ dots: { label: 'Choose a day', itemLabel: (day) => `Show ${day}` } });
    const dots = within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('button');
    expect(dots).toHaveLength(7);
    expect(dots[0]).toHaveAttribute('aria-pressed', 'true');

    const swipeArea = screen.getAllByRole('listitem')[0].parentElement!.parentElement!;
    fireEvent.touchStart(swipeArea, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(swipeArea, { changedTouches: [{ clientX: 200 }] });
    expect(screen.getByRole('button', { name: 'Show Monday' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.touchStart(swipeArea, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(swipeArea, { changedTouches: [{ clientX: 270 }] });
    expect(screen.getByRole('button', { name: 'Show Monday' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.touchStart(swipeArea, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(swipeArea, { changedTouches: [{ clientX: 300 }] });
    expect(screen.getByRole('button', { name: 'Show Sunday' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the last items when the dot of the last one is chosen', async () => {
    renderCarousel({ dots: { label: 'Choose a day', itemLabel: (day) => `Show ${day}` } });
    const { scrollTo } = layOut(200);
    await userEvent.click(screen.getByRole('button', { name: 'Show Saturday' }));
    expect(screen.getByRole('button', { name: 'Show Saturday' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 to 7 of 7');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1000 });
  });

  it('scrolls by a fixed step when given one', async () => {
    renderCarousel({ itemWidth: '240px', step: 150 });
    const track = screen.getAllByRole('listitem')[0].parentElement!;
    const scrollBy = jest.fn();
    Object.defineProperty(track, 'scrollBy', { configurable: true, value: scrollBy });
    await userEvent.click(screen.getByRole('button', { name: 'Next days' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 150 });
    await userEvent.click(screen.getByRole('button', { name: 'Previous days' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -150 });
  });

  it('does not snap a fixed step to the cards, so a press moves exactly that far', () => {
    const { unmount } = renderCarousel({ itemWidth: '240px', step: 150 });
    expect(getComputedStyle(screen.getByRole('list')).scrollSnapType).toBe('none');
    unmount();
    renderCarousel({ itemWidth: '240px' });
    expect(getComputedStyle(screen.getByRole('list')).scrollSnapType).toBe('x proximity');
  });

  it('renders nothing without items', () => {
    const { container } = renderCarousel({ items: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
