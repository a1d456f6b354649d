import { useCallback, useState } from 'react';
import { css } from '@emotion/react';
import { STORE_ADDRESS, STORE_OPENSTREETMAP_URL } from 'contracts';
import { Spinner, mq, theme } from 'shared-ui';
import { useStoreMapConfig } from '../api/get-store-map-config';

const { colors, radii, space } = theme;

const styles = {
  frame: css({
    position: 'relative',
    width: '100%',
    // Taller on phones, where a 3:2 map's street names would be too small to read.
    aspectRatio: '4 / 3',
    [mq.tablet]: { aspectRatio: '3 / 2' },
    overflow: 'hidden',
    background: colors.surfaceMuted,
    border: `1px solid ${colors.border}`,
    borderRadius: radii.soft,
  }),
  // The pin stands right of the drawing's centre: keep it in view when a phone's frame crops the sides.
  media: css({
    display: 'block',
    width: '100%',
    height: '100%',
    border: 0,
    objectFit: 'cover',
    objectPosition: '62% 50%',
  }),
  spinner: css({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  link: css({ display: 'inline-block', marginTop: space.sm }),
};

/**
 * The store on a map, with a spinner until the map has loaded (spec). By default the shop's own generated
 * street map; MAP_EMBED_URL on the API makes it a real embedded map (GET /store/map says which).
 */
export function StoreMap() {
  const config = useStoreMapConfig();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const loaded = state === 'loaded';
  const setLoaded = () => setState('loaded');

  // An image already in the cache may finish before React listens: check it once it is in the page.
  const imageRef = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setState('loaded');
  }, []);

  const label = `Map of the streets around the Vesna store at ${STORE_ADDRESS.street}, ${STORE_ADDRESS.city}`;
  return (
    <figure css={{ margin: 0 }}>
      <div
        css={styles.frame}
        data-testid="store-map"
        data-loaded={loaded ? 'true' : 'false'}
        aria-busy={state === 'loading'}
      >
        {config?.embedUrl ? (
          <iframe
            css={styles.media}
            src={config.embedUrl}
            title={label}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            onLoad={setLoaded}
          />
        ) : (
          config && (
            <img
              ref={imageRef}
              css={styles.media}
              src={config.imageUrl}
              alt={label}
              width={1200}
              height={800}
              onLoad={setLoaded}
              onError={() => setState('failed')}
            />
          )
        )}
        {state === 'loading' && (
          <div css={styles.spinner}>
            <Spinner label="Loading the map" />
          </div>
        )}
        {state === 'failed' && (
          <p css={styles.spinner} role="status">
            The map could not be loaded.
          </p>
        )}
      </div>
      <figcaption>
        <a
          css={styles.link}
          href={config?.openStreetMapUrl ?? STORE_OPENSTREETMAP_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open in OpenStreetMap
        </a>
      </figcaption>
    </figure>
  );
}
