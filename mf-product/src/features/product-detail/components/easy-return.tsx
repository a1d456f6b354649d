import { useState } from 'react';
import { Link } from 'react-router-dom';
import { css } from '@emotion/react';
import { theme, Dialog } from 'shared-ui';
import { dialogTrigger } from './dialog-trigger-style';

const { colors, fontSizes, space } = theme;

/** The "Easy Return" button and its dialog: the return terms in short (spec section 9), linking to /returnsRefunds. */
export function EasyReturn() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" css={dialogTrigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Easy Return
      </button>
      <Dialog open={open} onClose={close} title="Easy Return" size="small">
        <ul css={styles.list}>
          <li>Return it within 30 days of purchase or delivery.</li>
          <li>Your refund is processed 7-10 business days after we receive the item.</li>
          <li>Return shipping is yours to pay, unless the fault is ours.</li>
          <li>Gift cards and final-sale items cannot be returned.</li>
        </ul>
        <Link to="/returnsRefunds" onClick={close} css={styles.link}>
          Read our Returns &amp; Refunds policy
        </Link>
      </Dialog>
    </>
  );
}

const styles = {
  list: css({
    margin: `0 0 ${space.md}`,
    paddingLeft: space.md,
    display: 'grid',
    gap: space.xs,
    color: colors.textMuted,
    fontSize: fontSizes.sm,
    lineHeight: theme.lineHeights.normal,
  }),
  link: css({
    color: colors.text,
    fontSize: fontSizes.sm,
    textUnderlineOffset: '3px',
    '&:hover': { color: colors.accentHover },
  }),
};
