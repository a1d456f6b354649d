// /modiweek/:day? and /modiweek?day=: one look per weekday — its banner image and "Shop The Look".
import { Link } from 'react-router-dom';
import { WEEKDAYS, capitalise, type Weekday } from 'contracts';
import { ProductCard, Spinner, mq, theme, useDocumentTitle, sectionTitle, NotFoundView } from 'shared-ui';
import { useWishlist } from 'shared-ui/state';
import { CatalogPage, PageTitle } from '../../../components/page-layout';
import { useModiweekLook } from '../api/get-modiweek-look';
import { useModiweekDay } from '../hooks/use-modiweek-day';

export function ModiweekPage() {
  const { day, notFound } = useModiweekDay();
  // /modiweek/<not a weekday> is an unknown address like any other (spec section 2, "anything else").
  if (notFound) return <NotFoundView />;
  return <ModiweekLook day={day} />;
}

function ModiweekLook({ day }: { day: Weekday }) {
  useDocumentTitle('Modiweek');
  const { banner, products, loading } = useModiweekLook(day);
  const wishlist = useWishlist();
  const count = products.length;

  return (
    <CatalogPage>
      <PageTitle intro="One look for every day of the week.">Modiweek</PageTitle>
      <nav aria-label="Days of the week" css={dayNav}>
        <ul css={dayList}>
          {WEEKDAYS.map((weekday) => (
            <li key={weekday}>
              <Link
                to={`/modiweek/${weekday}`}
                aria-current={weekday === day ? 'page' : undefined}
                css={[dayLink, weekday === day && dayLinkCurrent]}
              >
                {capitalise(weekday)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div css={layout}>
        <figure css={figure}>
          {banner ? (
            <img src={banner.imageUrl} alt={`Modiweek look for ${capitalise(day)}`} css={image} />
          ) : (
            <div css={placeholder} aria-hidden />
          )}
          <figcaption css={caption}>{capitalise(day)}</figcaption>
        </figure>
        <section aria-labelledby="shop-the-look" css={{ minWidth: 0 }}>
          <div css={lookHeader}>
            <h2 id="shop-the-look" css={sectionTitle}>
              Shop The Look
            </h2>
            {!loading && <p css={countText}>{count === 1 ? '1 item' : `${count} items`}</p>}
          </div>
          {loading ? (
            <div css={loadingBox}>
              <Spinner label="Loading the look" />
            </div>
          ) : count === 0 ? (
            <p css={countText}>{banner ? 'This look has no products yet.' : 'This look is not available right now.'}</p>
          ) : (
            <ul css={productList} aria-label={`${capitalise(day)} look`}>
              {products.map((product) => (
                <li key={product.id} css={{ minWidth: 0 }}>
                  <ProductCard
                    product={product}
                    sizes={LOOK_CARD_SIZES}
                    isFavorite={wishlist.isFavorite(product.id)}
                    onToggleFavorite={() => wishlist.toggle(product.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </CatalogPage>
  );
}

const dayNav = {
  marginBottom: theme.space.xl,
  borderBottom: `1px solid ${theme.colors.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
} as const;

const dayList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: theme.space.lg,
  whiteSpace: 'nowrap',
} as const;

const dayLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.sizes.touchTarget,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  color: theme.colors.textMuted,
  textDecoration: 'none',
  fontSize: theme.fontSizes.sm,
  letterSpacing: theme.letterSpacings.caps,
  textTransform: 'uppercase',
  padding: `0 ${theme.space.xxs}`,
  '&:hover': { color: theme.colors.text },
  // Drawn inside: the row scrolls sideways, which clips anything outside the link.
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '-2px' },
} as const;

const dayLinkCurrent = {
  color: theme.colors.text,
  fontWeight: theme.fontWeights.medium,
  borderBottomColor: theme.colors.text,
} as const;

const layout = {
  display: 'grid',
  gap: theme.space.xl,
  [mq.large]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: theme.space.xxl, alignItems: 'start' },
} as const;

const figure = { margin: 0, [mq.large]: { position: 'sticky', top: theme.space.xl } } as const;

const image = {
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  background: theme.colors.surfaceMuted,
} as const;

const placeholder = { width: '100%', aspectRatio: '3 / 4', background: theme.colors.surfaceMuted } as const;

const caption = {
  marginTop: theme.space.sm,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.lg,
} as const;

const lookHeader = {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.lg,
} as const;

const countText = { margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm } as const;

const loadingBox = { display: 'flex', justifyContent: 'center', padding: theme.space.xxl } as const;

/** Two cards across the look's column: the page's full width below `large`, about 6/11 of 1280 px from there. */
const LOOK_CARD_SIZES = '(min-width: 1280px) 320px, (min-width: 900px) 25vw, 50vw';

const productList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: theme.space.sm,
  rowGap: theme.space.xl,
  [mq.tablet]: { columnGap: theme.space.lg },
} as const;
