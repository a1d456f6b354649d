import { css } from '@emotion/react';
import { theme } from 'shared-ui';
import { lineStyles } from './cart-line';
import { Placeholder } from './placeholder';

const { space } = theme;

const details = css({ gridArea: 'details', display: 'grid', gap: space.xs, alignContent: 'start' });

/** A bag line while the bag is priced: the same grid and heights as CartLine, so nothing moves. */
export function CartLinePlaceholder() {
  return (
    <li css={lineStyles.line}>
      <Placeholder height="auto" css={lineStyles.image} />
      <div css={details}>
        <Placeholder width="70%" height="1.4rem" />
        <Placeholder width="40%" />
        <Placeholder width="25%" />
        <Placeholder width="9.5rem" height="44px" css={{ marginTop: space.sm }} />
      </div>
    </li>
  );
}
