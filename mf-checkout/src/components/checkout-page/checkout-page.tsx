import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Container, mq, theme, useDocumentTitle, PageHeading } from 'shared-ui';

const styles = {
  page: css({
    paddingTop: theme.space.md,
    paddingBottom: theme.space.xxxl,
    [mq.tablet]: { paddingTop: theme.space.xl, paddingBottom: theme.space.huge },
  }),
  /** Outcome pages: a short centred message in a readable column. */
  centred: css({ maxWidth: '44rem', margin: '0 auto', textAlign: 'center' }),
};

interface CheckoutPageProps {
  /** The h1 and the first part of the document title. */
  title: string;
  /** Tab title when it should differ from the heading. */
  documentTitle?: string;
  /** A line under the heading, e.g. the bag's item count. */
  subtitle?: ReactNode;
  /** 'center' for the short outcome pages (/success, /failed). */
  align?: 'start' | 'center';
  children?: ReactNode;
}

/** The frame of every checkout page: the remote's boundary, the tab title and the shop's page heading. */
export function CheckoutPage({ title, documentTitle, subtitle, align = 'start', children }: CheckoutPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Container data-boundary="mf-checkout" css={styles.page}>
      <div css={align === 'center' && styles.centred}>
        <PageHeading align={align === 'center' ? 'center' : 'left'} subtitle={subtitle}>
          {title}
        </PageHeading>
        {children}
      </div>
    </Container>
  );
}
