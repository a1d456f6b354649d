import type { StaffTotpEnrolment } from 'contracts/staff';
import { theme } from 'shared-ui';

/**
 * The authenticator's secret, shown once: the QR code (the API's SVG, shown as an image so no script in it could
 * ever run) and the same secret as text for typing by hand.
 */
export function TotpEnrolment({ totp }: { totp: StaffTotpEnrolment['totp'] }) {
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <p>Scan this code with your authenticator app (or type the key below). It is shown only now.</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(totp.qrSvg)}`}
        alt="QR code of your authenticator key"
        width={200}
        height={200}
        css={{ background: theme.colors.white, border: `1px solid ${theme.colors.border}` }}
      />
      <p>
        Key:{' '}
        <code data-testid="totp-secret" css={{ wordBreak: 'break-all', fontSize: theme.fontSizes.md }}>
          {totp.secret}
        </code>
      </p>
    </div>
  );
}
