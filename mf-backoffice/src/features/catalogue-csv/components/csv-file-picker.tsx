import { useRef } from 'react';
import { Button, theme } from 'shared-ui';
import { dropAreaStyle, useFileDrop } from '../../../components/use-file-drop';

const { colors, fontSizes } = theme;

/**
 * One CSV file, dropped on the area or chosen with its button (the keyboard's way in: the area is only a larger
 * target). Hands the file on as soon as it is picked; choosing the same file again, once fixed, picks it again.
 */
export function CsvFilePicker({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const drop = useFileDrop((files) => {
    const file = files[0];
    if (file && !disabled) onFile(file);
  });
  return (
    <div data-testid="csv-drop-zone" {...drop.handlers} css={dropAreaStyle(drop.over)}>
      <p css={{ margin: 0 }}>Drop the catalogue CSV here</p>
      <p css={{ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted }}>
        The columns of the export, separated by commas; one row per colour and size.
      </p>
      <Button size="small" variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        Choose a CSV file
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="Choose a CSV file"
        tabIndex={-1}
        css={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
