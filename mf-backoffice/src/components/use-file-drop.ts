import { useState, type DragEvent } from 'react';
import { css } from '@emotion/react';
import { theme } from 'shared-ui';

const { colors, space, radii } = theme;

/** The dashed area files are dropped on, tinted while they are held over it. */
export const dropAreaStyle = (over: boolean) =>
  css({
    display: 'grid',
    placeItems: 'center',
    gap: space.xs,
    padding: space.lg,
    textAlign: 'center',
    border: `2px dashed ${over ? colors.accent : colors.borderStrong}`,
    borderRadius: radii.soft,
    background: over ? colors.accentSoft : colors.surface,
  });

/**
 * A drop target for files (photos, a CSV): its handlers, and whether files are held over it. Only a larger
 * target: each drop area keeps a button and a file input for the keyboard.
 */
export function useFileDrop(onFiles: (files: FileList) => void) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      onFiles(event.dataTransfer.files);
    },
  };
  return { over, handlers };
}
