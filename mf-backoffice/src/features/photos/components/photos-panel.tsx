import { capitalise } from 'contracts';
import type { Color } from 'contracts';
import { Spinner, theme, Notice } from 'shared-ui';
import { type ApiRequestError } from 'shared-ui/state';
import { usePhotos } from '../api/list-photos';
import { useReorderPhotos } from '../api/reorder-photos';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoItem } from './photo-item';

/** Photos per colour: each colour's photos in order (the first is its main one), and a drop zone to add more. */
export function PhotosPanel({ productId, colors }: { productId: string; colors: Color[] }) {
  const photos = usePhotos(productId);
  const reorder = useReorderPhotos(productId);
  const unavailable = photos.isError && [404, 405].includes((photos.error as ApiRequestError).status ?? 0);
  return (
    <section aria-labelledby="photos-heading" css={{ display: 'grid', gap: theme.space.md }}>
      <h2 id="photos-heading" css={{ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl }}>
        Photos
      </h2>
      {photos.isPending ? (
        <Spinner label="Loading the photos" />
      ) : unavailable ? (
        <Notice>This shop's server does not take photos yet: the photo pipeline is not installed.</Notice>
      ) : photos.isError ? (
        <Notice tone="error">{photos.error.message}</Notice>
      ) : (
        colors.map((color) => {
          const own = photos.data.items
            .filter((photo) => photo.color === color)
            .sort((a, b) => a.position - b.position);
          const move = (from: number, to: number) => {
            const photoIds = own.map((photo) => photo.id);
            const [moved] = photoIds.splice(from, 1);
            photoIds.splice(to, 0, moved);
            void reorder.run({ productId, color, photoIds }).catch(() => undefined);
          };
          return (
            <div key={color} css={{ display: 'grid', gap: theme.space.sm }}>
              <h3 css={{ margin: 0, fontSize: theme.fontSizes.lg }}>{capitalise(color)}</h3>
              {own.length === 0 ? (
                <p css={{ margin: 0, color: theme.colors.textMuted }}>No {color} photo yet.</p>
              ) : (
                <ol
                  role="list"
                  aria-label={`${capitalise(color)} photos`}
                  css={{ display: 'grid', gap: theme.space.xs }}
                >
                  {own.map((photo, position) => (
                    <PhotoItem
                      key={photo.id}
                      productId={productId}
                      photo={photo}
                      position={position}
                      count={own.length}
                      onMove={move}
                    />
                  ))}
                </ol>
              )}
              {reorder.error && <Notice tone="error">{reorder.error.message}</Notice>}
              <PhotoDropZone productId={productId} color={color} />
            </div>
          );
        })
      )}
    </section>
  );
}
