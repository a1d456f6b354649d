// "/": hero, sustainability banner, Collection tiles, Best Sellers and the Modiweek carousel.
import { mq, theme } from 'shared-ui';
import { useBanners, useCollectionTiles, useModiweekBanners } from '../../hooks/use-banners';
import { useBestSellers } from '../../hooks/use-best-sellers';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { BestSellers } from './best-sellers';
import { CollectionTiles } from './collection-tiles';
import { HeroBanner } from './hero-banner';
import { SustainabilityBanner } from './sustainability-banner';
import { WeekdayCarousel } from './weekday-carousel';

export function HomePage() {
  useDocumentTitle('Home');
  const hero = useBanners('mainBanner');
  const sustainability = useBanners('sustainability');
  const tiles = useCollectionTiles();
  const bestSellers = useBestSellers();
  const modiweek = useModiweekBanners();

  return (
    <div data-boundary="mf-catalog" css={page}>
      <HeroBanner banner={hero.data[0]} />
      <div css={sections}>
        <SustainabilityBanner banner={sustainability.data[0]} />
        <CollectionTiles tiles={tiles.data} />
        <BestSellers products={bestSellers.data} />
        <WeekdayCarousel banners={modiweek.data} />
      </div>
    </div>
  );
}

const page = {
  width: '100%',
  maxWidth: theme.sizes.containerMax,
  margin: '0 auto',
  boxSizing: 'border-box',
  color: theme.colors.text,
  fontFamily: theme.fonts.body,
  paddingBottom: theme.space.xxxl,
  [mq.tablet]: { padding: `${theme.space.lg} ${theme.space.xl} ${theme.space.huge}` },
} as const;

const sections = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxxl,
  padding: `${theme.space.xxl} ${theme.space.md} 0`,
  [mq.tablet]: { gap: theme.space.huge, padding: `${theme.space.huge} 0 0` },
} as const;
