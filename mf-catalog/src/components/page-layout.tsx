// Page frame shared by the catalogue pages: the data-boundary that shows which remote owns the page,
// shared-ui's centred Container and PageHeading, so catalogue pages line up with every other remote.
import type { ReactNode } from 'react';
import { Container, mq, theme, PageHeading } from 'shared-ui';

export function CatalogPage({ children }: { children: ReactNode }) {
  return (
    <Container data-boundary="mf-catalog" css={frame}>
      {children}
    </Container>
  );
}

export function PageTitle({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return <PageHeading subtitle={intro}>{children}</PageHeading>;
}

const frame = {
  paddingBottom: theme.space.xxxl,
  color: theme.colors.text,
  [mq.tablet]: { paddingBottom: theme.space.huge },
} as const;
