import { useRef, useState } from 'react';
import type { Color } from 'contracts';
import { Button, TextField, theme, Notice } from 'shared-ui';
import { dropAreaStyle, useFileDrop } from '../../../components/use-file-drop';
import { usePhotoQueue } from '../hooks/use-photo-queue';
import { ALT_REQUIRED } from '../api/photo-routes';

/**
 * Drag and drop (or choose) several photos for one colour; each waits for its alt text, then goes up in its own
 * request with its own progress bar. Choosing files works by keyboard: the drop area is only a larger target.
 */
export function PhotoDropZone({ productId, color }: { productId: string; color: Color }) {
  const { queue, add, setAlt, remove, send } = usePhotoQueue(productId, color);
  const input = useRef<HTMLInputElement>(null);
  const drop = useFileDrop(add);
  const [missingAlt, setMissingAlt] = useState(false);
  const [sending, setSending] = useState(false);
  const waiting = queue.filter((item) => item.state === 'waiting').length;
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <div data-testid={`drop-${color}`} {...drop.handlers} css={dropAreaStyle(drop.over)}>
        <p css={{ margin: 0 }}>Drop {color} photos here (JPEG, PNG, WebP or AVIF, up to 25 MB each)</p>
        <Button size="small" variant="secondary" onClick={() => input.current?.click()}>
          Choose {color} photos
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-label={`Choose ${color} photos`}
          tabIndex={-1}
          css={{ display: 'none' }}
          onChange={(event) => {
            if (event.target.files) add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {queue.length > 0 && (
        <ul role="list" aria-label={`${color} photos to upload`} css={{ display: 'grid', gap: theme.space.sm }}>
          {queue.map((item) => (
            <li key={item.key} css={{ display: 'grid', gap: theme.space.xxs }}>
              <TextField
                label={`Alt text for ${item.file.name}`}
                value={item.alt}
                required
                disabled={item.state === 'sending'}
                error={missingAlt && item.state === 'waiting' && !item.alt.trim() ? ALT_REQUIRED : item.error}
                onChange={(event) => setAlt(item.key, event.target.value)}
              />
              <progress
                value={item.progress}
                max={1}
                aria-label={`Upload of ${item.file.name}`}
                css={{ width: '100%', accentColor: theme.colors.accent }}
              />
              {item.state !== 'sending' && (
                <Button size="small" variant="ghost" onClick={() => remove(item.key)} css={{ justifySelf: 'start' }}>
                  Remove {item.file.name}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {missingAlt && queue.some((item) => item.state === 'waiting' && !item.alt.trim()) && (
        <Notice tone="error">Every photo needs its alt text: what it shows, for shoppers who cannot see it.</Notice>
      )}
      {waiting > 0 && (
        <Button
          loading={sending}
          css={{ justifySelf: 'start' }}
          onClick={async () => {
            setSending(true);
            setMissingAlt(!(await send()));
            setSending(false);
          }}
        >
          Upload {waiting} photo(s)
        </Button>
      )}
    </div>
  );
}
