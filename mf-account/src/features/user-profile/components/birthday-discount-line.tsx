import type { BirthdayDiscountStatus } from 'contracts';
import { logFailures, theme, getBirthdayDiscount } from 'shared-ui';
import { useQuery, useSession } from 'shared-ui/state';

/**
 * Whether her next order gets the birthday discount. Keyed by the shopper and what the server decides
 * from (birth date, e-mail): a change is a new key, so a new answer. Not kept once the line is gone
 * (`gcTime` 0): the answer also changes with things this page does not see (a purchase that used the
 * discount, a subscription confirmed from the e-mail), so each visit asks again, as before.
 */
function birthdayDiscountQuery(userId: string | undefined, birthDate: string | null, email: string) {
  return {
    queryKey: ['birthday-discount', userId ?? null, birthDate, email] as const,
    queryFn: logFailures('[mf-account] birthday discount', ({ signal }: { signal: AbortSignal }) =>
      getBirthdayDiscount({ signal }),
    ),
    gcTime: 0,
    // Not before the session is known (hydration renders as a guest): that would ask twice.
    enabled: userId !== undefined,
  };
}

/**
 * The profile's newsletter line: whether her next order gets the 15 % birthday discount, and if not, why
 * (not a confirmed subscriber, no birth date, outside the window, used this year), as the server decides.
 * Asked again when the birth date or e-mail changes. Says nothing while loading or after a failure: never a
 * promise the server would not keep.
 */
export function BirthdayDiscountLine({ birthDate, email }: { birthDate: string | null; email: string }) {
  const userId = useSession().user?.id;
  const { data: status } = useQuery<BirthdayDiscountStatus, readonly unknown[]>(
    birthdayDiscountQuery(userId, birthDate, email),
  );
  if (!status) return null;
  return (
    <p
      data-testid="newsletter-line"
      css={{
        margin: `0 0 ${theme.space.md}`,
        color: status.eligible ? theme.colors.success : theme.colors.textMuted,
        fontSize: theme.fontSizes.sm,
      }}
    >
      <strong css={{ fontWeight: theme.fontWeights.medium }}>Newsletter: </strong>
      {status.message}
    </p>
  );
}
