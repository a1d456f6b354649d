// Home "Collection" block: a "See All" link and one tile per category; a tile opens
// /collection?category=<name> with the name lower-cased (spec section 2).
import { Link } from 'react-router-dom';
import { capitalise, type CollectionTile } from 'contracts';
import { mq, theme, sectionTitle } from 'shared-ui';

export function collectionLink(tile: Pick<CollectionTile, 'name'>): string {
  return `/collection?category=${encodeURIComponent(tile.name.toLowerCase())}`;
}

export function CollectionTiles({ tiles }: { tiles: CollectionTile[] }) {
  return (
    <section aria-labelledby="home-collection">
      <div css={header}>
        <h2 id="home-collection" css={sectionTitle}>
          Collection
        </h2>
        <Link to="/collection" css={seeAll}>
          See All
        </Link>
      </div>
      <ul css={grid}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link to={collectionLink(tile)} css={tileLink}>
              <img src={tile.imageUrl} alt="" css={tileImage} />
              <span css={tileLabel}>{capitalise(tile.name)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const header = {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.lg,
} as const;

const seeAll = {
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  letterSpacing: theme.letterSpacings.caps,
  textTransform: 'uppercase',
  textUnderlineOffset: '4px',
  '&:hover': { color: theme.colors.accent },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '2px' },
} as const;

const grid = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // 2 columns on small screens, 3 from middle up (spec section 9).
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.sm,
  [mq.middle]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [mq.tablet]: { gap: theme.space.md },
} as const;

const tileLink = {
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  // Tile heights 180, 300 and 450 px by breakpoint (spec section 9).
  height: '180px',
  background: theme.colors.surfaceMuted,
  color: theme.colors.text,
  textDecoration: 'none',
  [mq.tablet]: { height: '300px' },
  [mq.desktop]: { height: '450px' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: '3px' },
  '&:hover img': { transform: 'scale(1.03)' },
} as const;

const tileImage = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${theme.transitions.slow}`,
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

const tileLabel = {
  position: 'absolute',
  left: theme.space.sm,
  bottom: theme.space.sm,
  padding: `${theme.space.xxs} ${theme.space.sm}`,
  background: theme.colors.surface,
  fontSize: theme.fontSizes.sm,
  letterSpacing: theme.letterSpacings.wide,
  [mq.tablet]: { left: theme.space.md, bottom: theme.space.md, fontSize: theme.fontSizes.md },
} as const;
