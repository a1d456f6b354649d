import { ButtonLink, theme, Notice } from 'shared-ui';

/** /info and /payment with an empty bag: the spec's empty-bag text, why this step needs a bag, and Collection. */
export function EmptyBagNotice({ reason }: { reason: string }) {
  return (
    <Notice>
      <p>Your Shopping Bag Is Empty. {reason}</p>
      <p>
        <ButtonLink to="/collection" size="small" css={{ marginTop: theme.space.xs }}>
          Collection
        </ButtonLink>
      </p>
    </Notice>
  );
}
