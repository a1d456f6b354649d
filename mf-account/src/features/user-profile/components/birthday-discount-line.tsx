import { useEffect, useState } from 'react';
import type { BirthdayDiscountStatus } from 'contracts';
import { getBirthdayDiscount, isCancelledRequest, theme } from 'shared-ui';

/**
 * The profile's newsletter line: whether her next order gets the 15 % birthday discount, and if not, why
 * (not a confirmed subscriber, no birth date, outside the window, used this year), as the server decides.
 * Asked again when the birth date or e-mail changes. Says nothing while loading or after a failure: never a
 * promise the server would not keep.
 */
export function BirthdayDiscountLine({ birthDate, email }: { birthDate: string | null; email: string }) {
  const [status, setStatus] = useState<{ key: string; value: BirthdayDiscountStatus } | null>(null);
  const key = `${birthDate ?? ''} ${email}`;
  useEffect(() => {
    const controller = new AbortController();
    getBirthdayDiscount({ signal: controller.signal }).then(
      (value) => setStatus({ key, value }),
      (error: unknown) => {
        if (!isCancelledRequest(error)) console.error('[mf-account] birthday discount', error);
      },
    );
    return () => controller.abort();
  }, [key]);
  if (!status || status.key !== key) return null;
  return (
    <p
      data-testid="newsletter-line"
      css={{
        margin: `0 0 ${theme.space.md}`,
        color: status.value.eligible ? theme.colors.success : theme.colors.textMuted,
        fontSize: theme.fontSizes.sm,
      }}
    >
      <strong css={{ fontWeight: theme.fontWeights.medium }}>Newsletter: </strong>
      {status.value.message}
    </p>
  );
}
