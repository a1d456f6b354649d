/** The small count on the wish list and bag icons; hidden at 0 so an empty bag stays quiet. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      css={(theme) => ({
        position: 'absolute',
        top: 4,
        right: 2,
        minWidth: 18,
        height: 18,
        padding: '0 5px',
        borderRadius: theme.radii.pill,
        background: theme.colors.accent,
        color: theme.colors.textInverse,
        fontSize: '0.6875rem',
        lineHeight: '18px',
        textAlign: 'center',
        fontWeight: theme.fontWeights.medium,
        pointerEvents: 'none',
      })}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
