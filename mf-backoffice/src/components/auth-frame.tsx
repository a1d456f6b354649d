import type { ReactNode } from 'react';
import { theme } from 'shared-ui';

const { colors, space, fonts, fontSizes, radii } = theme;

/** The narrow card the login and setup pages sit in, on the back office's plain page (no storefront chrome). */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      data-boundary="mf-backoffice"
      css={{ minHeight: '100vh', display: 'grid', placeItems: 'start center', padding: space.md }}
    >
      <div
        css={{
          width: '100%',
          maxWidth: 440,
          marginTop: space.xxl,
          padding: space.lg,
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: radii.soft,
        }}
      >
        <p css={{ fontFamily: fonts.display, fontSize: fontSizes.xl, margin: `0 0 ${space.xs}` }}>Vesna back office</p>
        <h1 css={{ fontFamily: fonts.display, fontSize: fontSizes.xxl, margin: `0 0 ${space.lg}` }}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
