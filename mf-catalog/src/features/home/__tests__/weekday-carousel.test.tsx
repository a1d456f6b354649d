import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WeekdayCarousel } from '../components/weekday-carousel';
import { makeBanner } from '../../../test-utils/fixtures';

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) =>
  makeBanner(day),
);

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
