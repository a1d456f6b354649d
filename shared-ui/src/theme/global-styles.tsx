import { Global, css } from '@emotion/react';
// The font files themselves are loaded by the shell (shell/src/fonts.ts), which renders GlobalStyles:
// imported here, every remote's build would carry them (and webpack's CSS-loading runtime) in its
// fallback copy of shared-ui.
import { layoutVars, theme } from './theme';
import { reducedMotion } from './mq';

const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-weight: ${theme.fontWeights.regular};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
    font-family: ${theme.fonts.display};
    font-weight: ${theme.fontWeights.medium};
    line-height: ${theme.lineHeights.tight};
  }

  p,
  figure,
  blockquote,
  dl,
  dd {
    margin: 0;
  }

  ul[role='list'],
  ol[role='list'] {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  img,
  picture,
  svg,
  video {
    display: block;
    max-width: 100%;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
  }

  /* A click taken before its part hydrated, until it is answered (shared-ui/src/hydration/hydration-gate.ts). */
  :is(button, a, summary)[aria-busy='true'] {
    opacity: 0.6;
  }

  /* An Add to Cart the gate did before the page hydrated (shared-ui/src/hydration/early-add.ts), as a toast. */
  [data-early-note] {
    position: fixed;
    z-index: ${theme.zIndices.toast};
    top: calc(var(${layoutVars.headerHeight}, 0px) + ${theme.space.md});
    right: ${theme.space.md};
    left: ${theme.space.md};
    max-width: 24rem;
    margin: 0 0 0 auto;
    padding: ${theme.space.sm} ${theme.space.md};
    border-left: 4px solid ${theme.colors.success};
    border-radius: ${theme.radii.square};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.toast};
    font-size: ${theme.fontSizes.sm};
  }

  a {
    color: inherit;
    text-underline-offset: 0.2em;
  }

  /* One visible focus ring for keyboard users everywhere; mouse clicks do not show it. */
  :focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  ::selection {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.text};
  }

  ${reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Resets, body font and colours, focus ring and reduced motion. The shell mounts it once. */
export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
