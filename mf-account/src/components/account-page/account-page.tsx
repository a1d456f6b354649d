import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Container, mq, theme, useDocumentTitle, PageHeading } from 'shared-ui';

const styles = {
  page: css({
    paddingTop: theme.space.md,
    paddingBottom: theme.space.xxxl,
    [mq.tablet]: { paddingTop: theme.space.xl, paddingBottom: theme.space.huge },
  }),
};

interface AccountPageProps {
  /** The h1 and the first part of the document title. */
  title: string;
  /** One line under the heading (a welcome, or the wish list's "{n} item(s)"). */
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The frame of every mf-account page: the remote's boundary, the tab title and the shop's page heading. */
export function AccountPage({ title, subtitle, children }: AccountPageProps) {
  useDocumentTitle(title);
  return (
    <Container data-boundary="mf-account" css={styles.page}>
      <PageHeading subtitle={subtitle}>{title}</PageHeading>
      {children}
    </Container>
  );
}
