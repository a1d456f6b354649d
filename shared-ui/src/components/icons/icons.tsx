/**
 * Inline SVG icons on a 24 px grid, stroked in `currentColor` so they take the text colour. All are
 * aria-hidden: the control around an icon carries the accessible name (IconButton's `label`).
 */
import { Svg, type IconProps } from './icon-svg';

export type { IconProps };

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c.8-3.8 3.9-6 7.5-6s6.7 2.2 7.5 6" />
    </Svg>
  );
}

export interface HeartIconProps extends IconProps {
  /** Filled when the product is on the wish list. */
  filled?: boolean;
}

export function HeartIcon({ filled = false, ...props }: HeartIconProps) {
  return (
    <Svg {...props}>
      <path
        d="M12 20.2s-7.5-4.4-7.5-10a4.3 4.3 0 0 1 7.5-2.9 4.3 4.3 0 0 1 7.5 2.9c0 5.6-7.5 10-7.5 10Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Svg>
  );
}

export function BagIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 8h14l-1 12.5H6L5 8Z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export type ChevronDirection = 'up' | 'down' | 'left' | 'right';

const chevronRotation: Record<ChevronDirection, number> = { down: 0, left: 90, up: 180, right: 270 };

export interface ChevronIconProps extends IconProps {
  /** Default 'down'. */
  direction?: ChevronDirection;
}

export function ChevronIcon({ direction = 'down', style, ...props }: ChevronIconProps) {
  return (
    <Svg style={{ transform: `rotate(${chevronRotation[direction]}deg)`, ...style }} {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </Svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </Svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M14.5 8H16V4.5h-2.5A3.5 3.5 0 0 0 10 8v2.5H8V14h2v6.5h3.5V14H16l.5-3.5h-3V8.8c0-.5.4-.8 1-.8Z" />
    </Svg>
  );
}

export function PinterestIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M11 8.5c2.8-.6 5 .8 5 3.2 0 2.2-1.5 3.8-3.3 3.8-1 0-1.7-.6-1.7-1.5l.8-3.5M10.5 20.3l1.5-6.3" />
    </Svg>
  );
}
