import { css } from '@emotion/react';
import { Skeleton, theme } from 'shared-ui';
import { lineStyles } from './cart-line';

const { space } = theme;

const details = css({ gridArea: 'details', display: 'grid', gap: space.xs, alignContent: 'start' });

/** A bag line while the bag is priced: the same grid and heights as CartLine, so nothing moves. */
export function CartLinePlaceholder() {
  return (
    <li css={lineStyles.line}>
      <Skeleton height="auto" css={lineStyles.image} />
      <div css={details}>
        <Skeleton width="70%" height="1.4rem" />
        <Skeleton width="40%" />
        <Skeleton width="25%" />
        <Skeleton width="9.5rem" height="44px" css={{ marginTop: space.sm }} />
      </div>
    </li>
  );
}
