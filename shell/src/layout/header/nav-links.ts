/** The header's main links (spec section 2); the mobile menu lists the same ones. */
export type NavLink = {
  to: string;
  label: string;
  /** Sustainability is hidden at mid widths (between tablet and desktop) where the bar is crowded. */
  hideAtMidWidths?: boolean;
};

export const NAV_LINKS: readonly NavLink[] = [
  { to: '/collection', label: 'Collection' },
  { to: '/newIn', label: 'New In' },
  { to: '/modiweek', label: 'Modiweek' },
  { to: '/plusSize', label: 'Plus Size' },
  { to: '/sustainability', label: 'Sustainability', hideAtMidWidths: true },
];
