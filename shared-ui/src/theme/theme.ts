/**
 * The Vesna design tokens. Every colour, size and breakpoint the shop uses is defined here once;
 * remotes read them through Emotion's theme (`css={(t) => ({ color: t.colors.text })}`) or by
 * importing `theme` directly, and never write their own hex values.
 *
 * Look: calm and editorial. Off-white page, near-black text, ONE muted accent (sage) for actions
 * and badges, a display serif for headings and a clean sans for text.
 */

/** Spec section 9 breakpoints (min-width, px). */
export const breakpoints = {
  small: 0,
  mobile: 320,
  middle: 500,
  tablet: 768,
  large: 900,
  desktop: 1024,
  bigScreen: 1400,
} as const;

export type BreakpointName = keyof typeof breakpoints;

const colors = {
  /** Page background: warm off-white. */
  background: '#FAF8F5',
  /** Cards, panels, dialogs. */
  surface: '#FFFFFF',
  /** Quiet blocks: image placeholders, skeletons, footer. */
  surfaceMuted: '#F1EEE9',
  /** Body text and headings: near-black (17:1 on the background). */
  text: '#1C1B19',
  /** Secondary text (6.6:1 on the background, passes WCAG AA). */
  textMuted: '#5C5851',
  /** Text on the accent or on dark fills. */
  textInverse: '#FAF8F5',
  /** Hairlines between sections. */
  border: '#E2DDD5',
  /** Form control borders (3.4:1 on the background, the non-text contrast minimum). */
  borderStrong: '#878178',
  /** The one accent (muted sage): primary actions, badges, selected states. White text on it is 5.3:1. */
  accent: '#55705A',
  accentHover: '#445B48',
  /** Tinted background for accent badges and selected chips. */
  accentSoft: '#E4EBE2',
  /** Focus ring colour: the near-black text reads on every surface we use. */
  focus: '#1C1B19',
  /** Dims the page behind the search panel, mini bag and dialogs. */
  overlay: 'rgba(28, 27, 25, 0.45)',
  error: '#A53A2F',
  errorSoft: '#F8E5E2',
  success: '#3B6B45',
  successSoft: '#E2EFE4',
  warning: '#8A5A00',
  warningSoft: '#F7EDD9',
  gray100: '#F5F3EF',
  gray200: '#E9E5DF',
  gray300: '#D6D1C9',
  gray400: '#B3ADA4',
  gray500: '#878178',
  gray600: '#5C5851',
  gray700: '#403D38',
  gray800: '#2B2926',
  gray900: '#1C1B19',
  white: '#FFFFFF',
  black: '#000000',
} as const;

const fonts = {
  /** Headings and the wordmark. Self-hosted from @fontsource/playfair-display (weight 500). */
  display: "'Playfair Display', Georgia, 'Times New Roman', serif",
  /** All other text. Self-hosted from @fontsource/jost (weights 400 and 500). */
  body: "'Jost', 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Only the weights GlobalStyles loads; any other weight would be synthesised by the browser. */
const fontWeights = {
  regular: 400,
  medium: 500,
} as const;

/** Type scale (rem, 16px root): a 1.2 ratio, with display sizes for headings and the hero. */
const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  xxxl: '2.25rem',
  display: '3rem',
} as const;

const lineHeights = {
  tight: 1.15,
  snug: 1.3,
  normal: 1.55,
} as const;

const letterSpacings = {
  normal: '0',
  wide: '0.04em',
  /** Small upper-case labels: category names, badges, buttons. */
  caps: '0.1em',
} as const;

/** Spacing scale (px strings, so they work in objects and template literals alike). */
const space = {
  none: '0',
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '64px',
  huge: '96px',
} as const;

/** Square or softly rounded controls, never bubbly. */
const radii = {
  none: '0',
  square: '2px',
  soft: '6px',
  pill: '999px',
  round: '50%',
} as const;

const shadows = {
  none: 'none',
  /** The header after scrolling past 150 px. */
  header: '0 2px 12px rgba(28, 27, 25, 0.08)',
  card: '0 1px 3px rgba(28, 27, 25, 0.06), 0 4px 16px rgba(28, 27, 25, 0.06)',
  /** Panels (mini bag, search) and dialogs. */
  raised: '0 12px 40px rgba(28, 27, 25, 0.16)',
  toast: '0 6px 24px rgba(28, 27, 25, 0.18)',
} as const;

/** Stacking layers, lowest first; a new layer goes between two of these rather than picking 9999. */
const zIndices = {
  base: 0,
  raised: 10,
  dropdown: 100,
  sticky: 200,
  header: 300,
  overlay: 400,
  drawer: 500,
  dialog: 600,
  toast: 700,
} as const;

const transitions = {
  fast: '120ms ease-out',
  base: '200ms ease',
  slow: '320ms ease',
} as const;

const sizes = {
  /** Widest content column; Container centres it. */
  containerMax: '1280px',
  /** Reading width for text pages. */
  prose: '72ch',
  /** Minimum touch target (WCAG 2.5.5). */
  touchTarget: '44px',
  headerHeight: '72px',
} as const;

/**
 * CSS custom properties the shell sets on <html> so shared components can keep clear of its layout
 * without knowing its markup.
 * Written by: the shell's Header (its current height, followed with a ResizeObserver).
 * Read by: shared-ui's Toaster (top toasts sit below the header, never over it).
 */
export const layoutVars = {
  /** The sticky header's height, e.g. "105px"; unset (read as 0px) before the shell has measured it. */
  headerHeight: '--vesna-header-height',
} as const;

export const theme = {
  colors,
  fonts,
  fontWeights,
  fontSizes,
  lineHeights,
  letterSpacings,
  space,
  radii,
  shadows,
  zIndices,
  transitions,
  sizes,
  breakpoints,
} as const;

export type ShopTheme = typeof theme;

// Emotion's `Theme` is an empty interface meant to be augmented: this makes `css={(t) => t.colors.text}`
// and `useTheme()` typed in every package that imports shared-ui.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ShopTheme {}
}
