// Home Modiweek carousel: one card per weekday linking to /modiweek/<day>. On small screens two cards
// show, a swipe longer than 50 px moves by one within bounds and seven dots show the position; from
// tablet up the row scrolls and the arrows move it by 150 px (spec sections 4 and 9).
import { Link } from 'react-router-dom';
import { THRESHOLDS, capitalise, type Banner } from 'contracts';
import { Carousel, mq, theme, useMediaQuery } from 'shared-ui';

function DayCard({ banner }: { banner: Banner }) {
  const day = banner.name.toLowerCase();
  return (
    <Link to={`/modiweek/${day}`} css={card} aria-label={`Modiweek: ${capitalise(day)} look`}>
      <img src={banner.imageUrl} alt="" css={cardImage} draggable={false} />
      <span css={cardLabel}>{capitalise(day)}</span>
    </Link>
  );
}

export function WeekdayCarousel({ banners }: { banners: Banner[] }) {
  const wide = useMediaQuery(mq.tablet);
  return (
    <Carousel
      title="Modiweek"
      intro="One look for every day of the week."
      items={banners}
      getKey={(banner) => banner.id}
      renderItem={(banner) => <DayCard banner={banner} />}
      previousLabel="Previous days"
      nextLabel="Next days"
      {...(wide
        ? { itemWidth: 'clamp(220px, 19vw, 240px)', step: THRESHOLDS.carouselStepPx }
        : {
            perView: 2,
            dots: { label: 'Choose a day', itemLabel: (banner: Banner) => `Show ${capitalise(banner.name)}` },
          })}
    />
  );
}

const card = {
  position: 'relative',
  display: 'block',
  color: theme.colors.text,
  textDecoration: 'none',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '2px' },
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
