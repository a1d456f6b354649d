import { useEffect, useId, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { css } from '@emotion/react';
import { THRESHOLDS } from 'contracts';
import { theme } from '../../theme/theme';
import { mq, reducedMotion } from '../../theme/mq';
import { ChevronIcon } from '../icons/icons';
import { IconButton } from '../icon-button/icon-button';
import { visuallyHiddenStyle } from '../visually-hidden/visually-hidden';
import { sectionTitle } from '../../theme/section-title';

export interface CarouselDots<T> {
  /** Names the group of dots, e.g. "Choose a day". */
  label: string;
  /** Names one dot, e.g. "Show Monday". */
  itemLabel: (item: T, index: number) => string;
}

export interface CarouselProps<T> {
  /** The visible heading; it also names the region. */
  title: ReactNode;
  headingLevel?: 2 | 3;
  /** A line under the heading. */
  intro?: ReactNode;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Whole items in view, each taking an equal share of the row. Ignored when `itemWidth` is set. */
  perView?: number;
  /** A fixed item width instead (e.g. '240px'): as many items show as fit and the row scrolls freely. */
  itemWidth?: string;
  /** Pixels one previous/next press scrolls; without it a press moves by one item. */
  step?: number;
  /** Previous at the start goes to the last items, next at the end back to the first. */
  wrap?: boolean;
  /** Names of the previous and next buttons, e.g. "Previous best sellers". */
  previousLabel: string;
  nextLabel: string;
  /** One dot per item, showing and choosing the current one. */
  dots?: CarouselDots<T>;
  className?: string;
}

/** -1 (back), 1 (forward) or 0 for a horizontal swipe of `deltaX` px; only a swipe longer than the threshold counts. */
export function swipeDirection(deltaX: number, threshold: number = THRESHOLDS.swipePx): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= threshold) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** How long the row must stay still before the current item is read from its scroll position. */
const SCROLL_SETTLE_MS = 120;

/**
 * A row of items that moves sideways (home Best Sellers, the Modiweek weekday cards): a region named by its
 * heading (the WAI-ARIA carousel pattern) with previous/next buttons, optional dots and a scroll-snap track.
 * Every item stays in the page, so Tab reaches each card and the browser scrolls it into view; a polite
 * status tells screen-reader users what a press did. A swipe longer than 50 px moves by one item
 * (spec section 4); trackpads and the keyboard scroll the track natively.
 */
export function Carousel<T>({
  title,
  headingLevel = 2,
  intro,
  items,
  getKey,
  renderItem,
  perView = 1,
  itemWidth,
  step,
  wrap = false,
  previousLabel,
  nextLabel,
  dots,
  className,
}: CarouselProps<T>) {
  const titleId = `carousel-${useId()}`;
  const trackRef = useRef<HTMLUListElement>(null);
  const touchStartX = useRef<number | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [index, setIndex] = useState(0);
  // With a fixed item width, how many items fit is known only from the layout (read after scrolling).
  const [measuredSpan, setMeasuredSpan] = useState(1);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const count = items.length;
  const span = Math.max(1, Math.min(itemWidth ? measuredSpan : perView, count));
  const lastStart = Math.max(count - span, 0);
  // `index` may point past the last start (the dot of one of the last cards); the row then shows the last items.
  const start = Math.min(index, lastStart);
  const canMove = step !== undefined || count > span;
  const last = wrap ? lastStart : count - 1;

  if (count === 0) return null;

  const scrollToItem = (target: number) => {
    const track = trackRef.current;
    const first = track?.children[0] as HTMLElement | undefined;
    const item = track?.children[target] as HTMLElement | undefined;
    if (!track || !first || !item || typeof track.scrollTo !== 'function') return;
    track.scrollTo({ left: item.offsetLeft - first.offsetLeft });
  };

  const goTo = (target: number) => {
    setIndex(target);
    scrollToItem(Math.min(target, lastStart));
  };

  const move = (direction: -1 | 1) => {
    if (step !== undefined) {
      trackRef.current?.scrollBy?.({ left: direction * step });
      return;
    }
    const target = (wrap ? start : index) + direction;
    if (target < 0) goTo(wrap ? last : 0);
    else if (target > last) goTo(wrap ? 0 : last);
    else goTo(target);
  };

  // After a scroll settles (a trackpad, a focused card scrolled into view, a press), the current item is the
  // first one in view, unless the current one is still in view (a dot of one of the last cards).
  const onScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const track = trackRef.current;
      const children = track?.children as HTMLCollectionOf<HTMLElement> | undefined;
      if (!track || !children || children.length < 2) return;
      const stride = children[1].offsetLeft - children[0].offsetLeft;
      if (stride <= 0) return;
      const first = Math.round(track.scrollLeft / stride);
      const fits = Math.max(1, Math.round(track.clientWidth / stride));
      setMeasuredSpan(fits);
      setIndex((current) => (current >= first && current < first + fits ? current : first));
    }, SCROLL_SETTLE_MS);
  };

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const startX = touchStartX.current;
    const endX = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (startX === null || endX === undefined) return;
    const direction = swipeDirection(endX - startX);
    if (direction !== 0) move(direction);
  };

  const Heading = `h${headingLevel}` as const;
  const shownTo = Math.min(start + span, count);
  const status =
    shownTo > start + 1 ? `Showing ${start + 1} to ${shownTo} of ${count}` : `Showing ${start + 1} of ${count}`;
  const bounded = !wrap && step === undefined;

  return (
    <section aria-labelledby={titleId} aria-roledescription="carousel" className={className}>
      <div css={header}>
        <div>
          <Heading id={titleId} css={heading}>
            {title}
          </Heading>
          {intro && <p css={introText}>{intro}</p>}
        </div>
        {canMove && (
          <div css={arrows}>
            <IconButton label={previousLabel} onClick={() => move(-1)} disabled={bounded && index === 0}>
              <ChevronIcon direction="left" />
            </IconButton>
            <IconButton label={nextLabel} onClick={() => move(1)} disabled={bounded && index >= last}>
              <ChevronIcon direction="right" />
            </IconButton>
          </div>
        )}
      </div>
      <div css={viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <ul
          ref={trackRef}
          css={[track, step !== undefined ? noSnap : itemWidth ? freeSnap : itemSnap]}
          onScroll={onScroll}
        >
          {items.map((item, i) => (
            <li
              key={getKey(item)}
              css={[slide, { flexBasis: itemWidth ?? `calc((100% - ${perView - 1} * var(${gapVar})) / ${perView})` }]}
            >
              {renderItem(item, i)}
            </li>
          ))}
        </ul>
      </div>
      {dots && (
        <div css={dotRow} role="group" aria-label={dots.label}>
          {items.map((item, i) => (
            <button
              key={getKey(item)}
              type="button"
              css={[dot, i === index && dotActive]}
              aria-label={dots.itemLabel(item, i)}
              aria-pressed={i === index}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
      <p role="status" css={visuallyHiddenStyle}>
        {status}
      </p>
    </section>
  );
}

// The gap grows from tablet up; items sized by `perView` subtract it through this variable.
const gapVar = '--carousel-gap';
// Room inside the scrolling track for the cards' focus rings, which the track would otherwise clip.
const focusRoom = '4px';

const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.lg,
});

const heading = css(sectionTitle);

const introText = css({ margin: `${theme.space.xs} 0 0`, color: theme.colors.textMuted });

const arrows = css({ display: 'flex', flex: 'none', gap: theme.space.xs });

// Swipes are ours (one item per swipe longer than the threshold); vertical panning stays the page's.
const viewport = css({ touchAction: 'pan-y' });

const track = css({
  listStyle: 'none',
  display: 'flex',
  [gapVar]: theme.space.sm,
  gap: `var(${gapVar})`,
  margin: `-${focusRoom}`,
  padding: focusRoom,
  overflowX: 'auto',
  scrollPaddingInline: focusRoom,
  scrollBehavior: 'smooth',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  [mq.tablet]: { [gapVar]: theme.space.lg },
  [reducedMotion]: { scrollBehavior: 'auto' },
});

const itemSnap = css({ scrollSnapType: 'x mandatory' });
const freeSnap = css({ scrollSnapType: 'x proximity' });

// A fixed step (the desktop weekday row: 150 px, spec section 9) must land where it was sent: any snapping
// would carry a 150 px scroll on to the next card's edge.
const noSnap = css({ scrollSnapType: 'none' });

const slide = css({ flexGrow: 0, flexShrink: 0, minWidth: 0, scrollSnapAlign: 'start' });

const dotRow = css({
  display: 'flex',
  justifyContent: 'center',
  gap: theme.space.xxs,
  marginTop: theme.space.md,
});

// A 24 px hit area around an 8 px dot keeps seven dots inside 390 px and still tappable.
const dot = css({
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
});

const dotActive = css({ '&::before': { background: theme.colors.text } });
