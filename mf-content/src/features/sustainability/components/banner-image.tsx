import { css } from '@emotion/react';
import { theme } from 'shared-ui';
import { useBannerImage } from '../api/get-banner-image';

const styles = {
  frame: css({
    display: 'block',
    width: '100%',
    margin: 0,
    overflow: 'hidden',
    background: theme.colors.surfaceMuted,
    borderRadius: theme.radii.square,
  }),
  image: css({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }),
};

interface BannerImageProps {
  /** First and second part of /banners/:name/:name2, e.g. ('sustainability', 'cotton'). */
  name: string;
  section: string;
  /** What the picture shows; empty when the text beside it already says it all. */
  alt: string;
  /** Width / height of the frame, kept while the image loads so the page does not jump. */
  aspectRatio: string;
}

/**
 * The first image of a banner section. Until it loads, and if it cannot be loaded, the frame stays a
 * quiet grey placeholder (spec: banner failures are only logged).
 */
export function BannerImage({ name, section, alt, aspectRatio }: BannerImageProps) {
  const src = useBannerImage(name, section);

  return (
    <div css={[styles.frame, { aspectRatio }]}>
      {src && <img css={styles.image} src={src} alt={alt} loading="lazy" />}
    </div>
  );
}
