import type { OrderStatus } from 'contracts';
import { ORDER_STATUS_LABELS } from 'contracts/order-status';
import { theme } from 'shared-ui';

const tone: Record<OrderStatus, { color: string; background: string }> = {
  paid: { color: theme.colors.success, background: theme.colors.successSoft },
  pending: { color: theme.colors.warning, background: theme.colors.warningSoft },
  failed: { color: theme.colors.error, background: theme.colors.errorSoft },
  expired: { color: theme.colors.textMuted, background: theme.colors.surfaceMuted },
  'partly-shipped': { color: theme.colors.success, background: theme.colors.successSoft },
  shipped: { color: theme.colors.success, background: theme.colors.successSoft },
  delivered: { color: theme.colors.success, background: theme.colors.successSoft },
  cancelled: { color: theme.colors.textMuted, background: theme.colors.surfaceMuted },
};

/** The order's status as a small label; the words carry the meaning, the colour only supports them. */
export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  return (
    <span
      css={{
        display: 'inline-block',
        padding: `2px ${theme.space.sm}`,
        borderRadius: theme.radii.pill,
        fontSize: theme.fontSizes.xs,
        letterSpacing: theme.letterSpacings.caps,
        textTransform: 'uppercase',
        ...tone[status],
      }}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
