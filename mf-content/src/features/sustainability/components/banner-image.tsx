import { useEffect } from 'react';
import { css } from '@emotion/react';
import { theme, useCachedQuery, type PageQuery } from 'shared-ui';
import { getBannerSection } from 'shared-ui/on-demand';

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

/** The first image URL of a banner section (null when it has none), as a query the server can load first. */
export function bannerImageQuery(name: string, section: string): PageQuery<string | null> {
  return {
    key: `banner-image:${name}/${section}`,
    load: (options) => getBannerSection(name, section, options).then((banners) => banners[0]?.imageUrl ?? null),
  };
}

/**
 * The first image of a banner section. Until it loads, and if it cannot be loaded, the frame stays a
 * quiet grey placeholder (spec: banner failures are only logged).
 */
export function BannerImage({ name, section, alt, aspectRatio }: BannerImageProps) {
  const banner = useCachedQuery(bannerImageQuery(name, section));
  const src = banner.data ?? null;
  useEffect(() => {
    if (banner.status === 'error') console.warn(`Banner ${name}/${section} could not be loaded`, banner.error);
  }, [banner.status, banner.error, name, section]);

  return (
    <div css={[styles.frame, { aspectRatio }]}>
      {src && <img css={styles.image} src={src} alt={alt} loading="lazy" />}
    </div>
  );
}
