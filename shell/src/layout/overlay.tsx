/** Dims the page while the search panel, the mini bag or the mobile menu is open; a click closes it. */
export function Overlay({ onClose, above }: { onClose: () => void; above?: boolean }) {
  return (
    <div
      data-testid="page-overlay"
      aria-hidden="true"
      onClick={onClose}
      css={(theme) => ({
        position: 'fixed',
        inset: 0,
        background: theme.colors.overlay,
        // Under the header bar for search (the field stays in context), over it for the side panels.
        zIndex: above ? 4 : 1,
      })}
    />
  );
}
