import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import {
  API_BASE_URL,
  API_PATHS,
  STORE_ADDRESS,
  STORE_OPENSTREETMAP_URL,
  type StoreMap as StoreMapConfig,
} from 'contracts';
import { Spinner, getStoreMap, mq, theme } from 'shared-ui';

const { colors, radii, space } = theme;

/** What the page shows when GET /store/map fails: the shop's own map, which needs nothing else. */
const FALLBACK: StoreMapConfig = {
  embedUrl: null,
  imageUrl: `${API_BASE_URL}${API_PATHS.storeMapImage}`,
  openStreetMapUrl: STORE_OPENSTREETMAP_URL,
};

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
  const [config, setConfig] = useState<StoreMapConfig | null>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const loaded = state === 'loaded';
  const setLoaded = () => setState('loaded');

  useEffect(() => {
    const controller = new AbortController();
    getStoreMap({ signal: controller.signal }).then(setConfig, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('The store map settings could not be loaded; showing the built-in map', error);
      setConfig(FALLBACK);
    });
    return () => controller.abort();
  }, []);

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
