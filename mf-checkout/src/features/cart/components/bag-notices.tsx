import { css } from '@emotion/react';
import { CloseIcon, IconButton, theme } from 'shared-ui';

const { colors, fontSizes, space } = theme;

const styles = {
  box: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: space.sm,
    marginBottom: space.lg,
    padding: `${space.sm} ${space.xs} ${space.sm} ${space.md}`,
    background: colors.warningSoft,
    borderLeft: `3px solid ${colors.warning}`,
    fontSize: fontSizes.sm,
  }),
  list: css({ flex: 1, display: 'grid', gap: space.xxs, paddingTop: space.xs, margin: 0, listStyle: 'none' }),
};

/**
 * What the server changed in the bag (a quantity lowered to the stock, a line no longer sold). The box
 * is a polite live region that is always there, so a screen reader hears a notice when one arrives.
 */
export function BagNotices({ notices, onDismiss }: { notices: string[]; onDismiss: () => void }) {
  return (
    <div role="status" aria-label="Changes to your bag">
      {notices.length > 0 && (
        <div css={styles.box}>
          <ul role="list" css={styles.list}>
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
          <IconButton label="Dismiss bag changes" size="small" onClick={onDismiss}>
            <CloseIcon size={18} />
          </IconButton>
        </div>
      )}
    </div>
  );
}
