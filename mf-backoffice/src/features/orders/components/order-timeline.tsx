import type { StaffTimelineEntry } from 'contracts/staff';
import { theme } from 'shared-ui';
import { shopTime } from './order-status';

/** Every step and every mail of the order, oldest first, the staff's steps under their names. */
export function OrderTimeline({ entries }: { entries: StaffTimelineEntry[] }) {
  return (
    <ol css={{ margin: 0, paddingLeft: theme.space.md, display: 'grid', gap: theme.space.xs }}>
      {entries.map((entry, i) => (
        <li key={`${entry.at}-${i}`}>
          <time dateTime={entry.at} css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
            {shopTime(entry.at)}
          </time>{' '}
          {entry.kind === 'mail' ? `Mail: ${entry.text}` : entry.text}
          {entry.by && <span css={{ color: theme.colors.textMuted }}> · {entry.by}</span>}
        </li>
      ))}
    </ol>
  );
}
