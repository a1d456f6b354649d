import type { ProductStatus } from 'contracts/staff';
import { Badge } from 'shared-ui';

const TONES = { published: 'success', draft: 'neutral', archived: 'soft' } as const;
export const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/** Draft → published → archived, as a badge: shoppers see only published products. */
export function StatusBadge({ status }: { status: ProductStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
