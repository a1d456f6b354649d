import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WeekdayCarousel, swipeTarget } from '../weekday-carousel';
import { visibleWindow } from '../best-sellers';
import { makeBanner } from '../../../test-utils/fixtures';

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) =>
  makeBanner(day),
);

describe('swipeTarget', () => {
  it('moves by one only for a swipe longer than 50 px, within bounds', () => {
    expect(swipeTarget(2, -50, 7)).toBe(2);
    expect(swipeTarget(2, -51, 7)).toBe(3);
    expect(swipeTarget(2, 120, 7)).toBe(1);
    expect(swipeTarget(0, 200, 7)).toBe(0);
    expect(swipeTarget(6, -200, 7)).toBe(6);
  });
});

describe('visibleWindow', () => {
  it('wraps past the end of the list', () => {
    expect(visibleWindow([1, 2, 3, 4], 3, 3)).toEqual([4, 1, 2]);
    expect(visibleWindow([1, 2], 0, 3)).toEqual([1, 2]);
  });
});

describe('WeekdayCarousel on a small screen', () => {
  it('moves to the next day on a left swipe and marks it in the seven dots', () => {
    render(
      <MemoryRouter>
        <WeekdayCarousel banners={WEEK} />
      </MemoryRouter>,
    );
    const dots = screen.getAllByRole('button', { name: /^Show / });
    expect(dots).toHaveLength(7);
    expect(dots[0]).toHaveAttribute('aria-pressed', 'true');

    const track = screen.getByRole('link', { name: 'Modiweek: Sunday look' }).closest('ul')!.parentElement!;
    fireEvent.touchStart(track, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 200 }] });
    expect(screen.getByRole('button', { name: 'Show Monday' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.touchStart(track, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 270 }] });
    expect(screen.getByRole('button', { name: 'Show Monday' })).toHaveAttribute('aria-pressed', 'true');
  });
});
