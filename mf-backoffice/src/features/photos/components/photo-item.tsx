import { useRef, useState } from 'react';
import { Button, TextField, theme } from 'shared-ui';
import { ALT_REQUIRED, type StaffPhoto } from '../api/photo-routes';
import { useDeletePhoto } from '../api/delete-photo';
import { useUpdatePhoto } from '../api/update-photo';

export interface PhotoItemProps {
  productId: string;
  photo: StaffPhoto;
  position: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** One photo of a colour: its alt text, its place (the first is the colour's main photo), replace, delete. */
export function PhotoItem({ productId, photo, position, count, onMove }: PhotoItemProps) {
  const update = useUpdatePhoto(productId);
  const remove = useDeletePhoto(productId);
  const [alt, setAlt] = useState(photo.alt);
  const replaceInput = useRef<HTMLInputElement>(null);
  const error = update.error ?? remove.error;
  return (
    <li
      css={{
        display: 'grid',
        gridTemplateColumns: '96px minmax(0, 1fr)',
        gap: theme.space.sm,
        padding: theme.space.sm,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
      }}
    >
      <img
        src={photo.src}
        // src is the photo's widest JPEG: the ladder lets a 96 px thumbnail take the 320 px file.
        srcSet={photo.srcset.jpg}
        sizes="96px"
        alt={photo.alt}
        width={96}
        height={Math.round((96 * photo.height) / photo.width) || 120}
        css={{
          objectFit: 'cover',
          backgroundImage: `url("${photo.placeholder}")`,
          backgroundSize: 'cover',
          backgroundColor: theme.colors.surfaceMuted,
        }}
      />
      <div css={{ display: 'grid', gap: theme.space.xs }}>
        <p css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
          {position === 0 ? 'Main photo' : `Photo ${position + 1} of ${count}`}
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (alt.trim()) void update.run({ productId, photoId: photo.id, alt: alt.trim() }).catch(() => undefined);
          }}
          css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: theme.space.xs }}
        >
          <TextField
            label="Alt text"
            value={alt}
            required
            error={!alt.trim() ? ALT_REQUIRED : null}
            onChange={(event) => setAlt(event.target.value)}
            css={{ flex: '1 1 200px' }}
          />
          <Button type="submit" size="small" variant="secondary" loading={update.pending} disabled={alt === photo.alt}>
            Save alt text
          </Button>
        </form>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}>
          <Button size="small" variant="ghost" disabled={position === 0} onClick={() => onMove(position, position - 1)}>
            Move earlier
          </Button>
          <Button
            size="small"
            variant="ghost"
            disabled={position === count - 1}
            onClick={() => onMove(position, position + 1)}
          >
            Move later
          </Button>
          <Button size="small" variant="ghost" onClick={() => replaceInput.current?.click()}>
            Replace
          </Button>
          <input
            ref={replaceInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-label={`Replace photo ${position + 1}`}
            tabIndex={-1}
            css={{ display: 'none' }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void update.run({ productId, photoId: photo.id, file }).catch(() => undefined);
              event.target.value = '';
            }}
          />
          <Button
            size="small"
            variant="ghost"
            loading={remove.pending}
            onClick={() => {
              if (window.confirm('Delete this photo? Shoppers stop seeing it within a second.'))
                void remove.run({ productId, photoId: photo.id }).catch(() => undefined);
            }}
          >
            Delete
          </Button>
        </div>
        {error && (
          <p role="alert" css={{ margin: 0, color: theme.colors.error, fontSize: theme.fontSizes.sm }}>
            {error.message}
          </p>
        )}
      </div>
    </li>
  );
}
