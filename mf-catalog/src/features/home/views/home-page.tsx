// "/": hero, sustainability banner, Collection tiles, Best Sellers and the Modiweek carousel.
import { HydrateOnApproach } from 'shared-ui/state';
import { mq, theme } from 'shared-ui';
import { BestSellers } from '../components/best-sellers';
import { CollectionTiles } from '../components/collection-tiles';
import { HeroBanner } from '../components/hero-banner';
import { SustainabilityBanner } from '../components/sustainability-banner';
import { WeekdayCarousel } from '../components/weekday-carousel';
import { useBestSellers } from '../api/get-best-sellers';
import { useCollectionTiles } from '../api/get-collection-tiles';
import { useBanners } from '../../../api/get-banners';
import { useModiweekLooks } from '../../../api/get-modiweek-looks';

// Its title is the route row's ('Home'), which the shell's RouteHead writes as for every page.
export function HomePage() {
  // Each section from its own query: it shows its placeholder until its data is there, and one whose data failed
  // on the server is loaded here, whatever the others did.
  const hero = useBanners('mainBanner').data[0];
  const sustainability = useBanners('sustainability').data[0];
  const tiles = useCollectionTiles();
  const bestSellers = useBestSellers();
  const modiweek = useModiweekLooks();

  return (
    <div data-boundary="mf-catalog" css={page}>
      <HeroBanner banner={hero} />
      <div css={sections}>
        <SustainabilityBanner banner={sustainability} />
        {/* Below the first screen: each keeps the server's markup until it comes near the viewport. */}
        <HydrateOnApproach>
          <CollectionTiles tiles={tiles} />
        </HydrateOnApproach>
        <HydrateOnApproach>
          <BestSellers products={bestSellers} />
        </HydrateOnApproach>
        <HydrateOnApproach>
          <WeekdayCarousel banners={modiweek} />
        </HydrateOnApproach>
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
