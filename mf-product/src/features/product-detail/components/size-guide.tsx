import { useState } from 'react';
import { css } from '@emotion/react';
import { SIZES } from 'contracts';
import { SIZE_GUIDE, formatMeasureRange, type SizeGuideRow } from 'contracts/size-guide';
import { theme, Dialog } from 'shared-ui';
import { dialogTrigger } from './dialog-trigger-style';

const { colors, fontSizes, fontWeights, space } = theme;

type Unit = 'inches' | 'centimetres';

const US_RANGE = new Map(SIZES.map((size) => [size.value, size.usRange]));

function GuideTable({ unit, caption }: { unit: Unit; caption: string }) {
  const cell = (row: SizeGuideRow, part: 'bust' | 'waist' | 'hips') => formatMeasureRange(row[unit][part]);
  return (
    <table css={styles.table}>
      <caption css={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          <th scope="col">Bust</th>
          <th scope="col">Waist</th>
          <th scope="col">Hips</th>
        </tr>
      </thead>
      <tbody>
        {SIZE_GUIDE.map((row) => (
          <tr key={row.size}>
            <th scope="row">
              {row.label} <span css={styles.us}>{US_RANGE.get(row.size)}</span>
            </th>
            <td>{cell(row, 'bust')}</td>
            <td>{cell(row, 'waist')}</td>
            <td>{cell(row, 'hips')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The "Size Guide" button and its dialog: bust, waist and hips per size, in inches and in centimetres. */
export function SizeGuide() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" css={dialogTrigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Size Guide
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Size Guide">
        <p css={styles.intro}>
          Measure your body, not a garment. Between two sizes? Take the larger one for a relaxed fit.
        </p>
        <GuideTable unit="inches" caption="Inches" />
        <GuideTable unit="centimetres" caption="Centimetres" />
      </Dialog>
    </>
  );
}

const styles = {
  intro: css({ margin: `0 0 ${space.md}`, color: colors.textMuted, fontSize: fontSizes.sm }),
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: fontSizes.sm,
    fontVariantNumeric: 'tabular-nums',
    '& + &': { marginTop: space.lg },
    'th, td': { padding: `${space.xs} ${space.xs}`, textAlign: 'left', borderBottom: `1px solid ${colors.border}` },
    'thead th': {
      fontWeight: fontWeights.medium,
      fontSize: fontSizes.xs,
      letterSpacing: theme.letterSpacings.caps,
      textTransform: 'uppercase',
      color: colors.textMuted,
    },
    'tbody th': { fontWeight: fontWeights.medium },
  }),
  caption: css({
    captionSide: 'top',
    textAlign: 'left',
    paddingBottom: space.xs,
    fontFamily: theme.fonts.display,
    fontSize: fontSizes.lg,
  }),
  us: css({ display: 'block', color: colors.textMuted, fontWeight: fontWeights.regular, fontSize: fontSizes.xs }),
};
