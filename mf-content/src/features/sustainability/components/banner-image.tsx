import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { getBannerSection, theme } from 'shared-ui';

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
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getBannerSection(name, section, { signal: controller.signal }).then(
      (banners) => setSrc(banners[0]?.imageUrl ?? null),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn(`Banner ${name}/${section} could not be loaded`, error);
      },
    );
    return () => controller.abort();
  }, [name, section]);

  return (
    <div css={[styles.frame, { aspectRatio }]}>
      {src && <img css={styles.image} src={src} alt={alt} loading="lazy" />}
    </div>
  );
}
