// Home Modiweek carousel: one card per weekday linking to /modiweek/<day>. On small screens two cards
// show, a swipe longer than 50 px moves by one within bounds and seven dots show the position; from
// tablet up the row scrolls and the arrows move it by 150 px (spec sections 4 and 9).
import { useRef, useState, type TouchEvent } from 'react';
import { Link } from 'react-router-dom';
import { THRESHOLDS, type Banner } from 'contracts';
import { ChevronIcon, IconButton, mq, theme } from 'shared-ui';
import { sectionTitle } from '../../components/page-layout';
import { useMediaQuery } from '../../hooks/use-media-query';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The next position after a swipe of `deltaX` px (negative = towards the left, i.e. forwards). */
export function swipeTarget(index: number, deltaX: number, count: number): number {
  if (Math.abs(deltaX) <= THRESHOLDS.swipePx) return index;
  const next = deltaX < 0 ? index + 1 : index - 1;
  return Math.min(Math.max(next, 0), count - 1);
}

function DayCard({ banner }: { banner: Banner }) {
  const day = banner.name.toLowerCase();
  return (
    <Link to={`/modiweek/${day}`} css={card} aria-label={`Modiweek: ${capitalise(day)} look`}>
      <img src={banner.imageUrl} alt="" css={cardImage} draggable={false} />
      <span css={cardLabel}>{capitalise(day)}</span>
    </Link>
  );
}

function SwipeCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  // Two cards are visible, so the track never moves past the last pair.
  const offset = Math.min(index, Math.max(banners.length - 2, 0));

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const startX = touchStart.current;
    const endX = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (startX === null || endX === undefined) return;
    setIndex((current) => swipeTarget(current, endX - startX, banners.length));
  };

  return (
    <div>
      <div css={viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <ul css={[track, { transform: `translateX(calc(${-offset} * (50% + ${halfGap})))` }]}>
          {banners.map((banner, i) => (
            <li key={banner.id} css={swipeItem} inert={i < offset || i > offset + 1}>
              <DayCard banner={banner} />
            </li>
          ))}
        </ul>
      </div>
      <div css={dots} role="group" aria-label="Choose a day">
        {banners.map((banner, i) => (
          <button
            key={banner.id}
            type="button"
            css={[dot, i === index && dotActive]}
            aria-label={`Show ${capitalise(banner.name)}`}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </div>
  );
}

function ScrollCarousel({ banners }: { banners: Banner[] }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const scrollBy = (px: number) => rowRef.current?.scrollBy({ left: px, behavior: 'smooth' });

  return (
    <div css={scrollFrame}>
      <IconButton label="Scroll days back" onClick={() => scrollBy(-THRESHOLDS.carouselStepPx)}>
        <ChevronIcon direction="left" />
      </IconButton>
      <ul ref={rowRef} css={scrollRow}>
        {banners.map((banner) => (
          <li key={banner.id} css={scrollItem}>
            <DayCard banner={banner} />
          </li>
        ))}
      </ul>
      <IconButton label="Scroll days forward" onClick={() => scrollBy(THRESHOLDS.carouselStepPx)}>
        <ChevronIcon direction="right" />
      </IconButton>
    </div>
  );
}

export function WeekdayCarousel({ banners }: { banners: Banner[] }) {
  const wide = useMediaQuery(mq.tablet);
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="home-modiweek" aria-roledescription="carousel">
      <div css={header}>
        <h2 id="home-modiweek" css={sectionTitle}>
          Modiweek
        </h2>
        <p css={intro}>One look for every day of the week.</p>
      </div>
      {wide ? <ScrollCarousel banners={banners} /> : <SwipeCarousel banners={banners} />}
    </section>
  );
}

const halfGap = '6px';

const header = { marginBottom: theme.space.lg } as const;

const intro = { margin: `${theme.space.xs} 0 0`, color: theme.colors.textMuted } as const;

const card = {
  position: 'relative',
  display: 'block',
  color: theme.colors.text,
  textDecoration: 'none',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '3px' },
} as const;

const cardImage = {
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  background: theme.colors.surfaceMuted,
} as const;

const cardLabel = {
  display: 'block',
  marginTop: theme.space.xs,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.lg,
} as const;

const viewport = { overflow: 'hidden', touchAction: 'pan-y' } as const;

const track = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: `calc(2 * ${halfGap})`,
  transition: `transform ${theme.transitions.slow}`,
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

const swipeItem = { flex: `0 0 calc(50% - ${halfGap})`, minWidth: 0 } as const;

const dots = {
  display: 'flex',
  justifyContent: 'center',
  gap: theme.space.xxs,
  marginTop: theme.space.md,
} as const;

// 24 px hit area around an 8 px dot keeps seven dots inside 390 px and still tappable.
const dot = {
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    display: 'block',
    width: '8px',
    height: '8px',
    margin: 'auto',
    borderRadius: theme.radii.round,
    background: theme.colors.gray300,
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, borderRadius: theme.radii.round },
} as const;

const dotActive = { '&::before': { background: theme.colors.text } } as const;

const scrollFrame = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: theme.space.sm,
} as const;

const scrollRow = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: theme.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
} as const;

const scrollItem = { flex: '0 0 220px', scrollSnapAlign: 'start', [mq.desktop]: { flex: '0 0 240px' } } as const;
