import { formatMoney } from 'contracts';
import type { ProductVersionConflict } from 'contracts/staff';
import { Button, theme, Notice } from 'shared-ui';
import { editorInputOf, editorValuesOf, FIELD_LABELS, type EditorValues } from './editor-values';

/** A field's value in a sentence: "$49.90", "yes", "red (s, m), blue (l)". */
function shown(field: string, value: unknown): string {
  if (field === 'price' && typeof value === 'number') return formatMoney(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'colors' && Array.isArray(value))
    return (value as EditorValues['colors'])
      .map((c) => `${c.color} (${c.sizes.map((s) => s.size).join(', ')})`)
      .join(', ');
  return value === undefined || value === null || value === '' ? '(empty)' : String(value);
}

export interface ConflictNoticeProps {
  conflict: ProductVersionConflict;
  /** What this member has in the form, to show beside the saved version. */
  mine: EditorValues;
  /** Drop my changes: the form shows the saved version. */
  onTakeTheirs: () => void;
  /** Keep my changes on top of the saved version: the next save replaces theirs, knowingly. */
  onKeepMine: () => void;
}

/**
 * The second save of two from one version (409): says that someone else saved this product, which fields they
 * changed with their value beside this member's, and lets the member take theirs or keep their own.
 */
export function ConflictNotice({ conflict, mine, onTakeTheirs, onKeepMine }: ConflictNoticeProps) {
  const theirs = editorInputOf(editorValuesOf(conflict.current)) as Record<string, unknown>;
  const yours = editorInputOf(mine) as Record<string, unknown>;
  return (
    <Notice tone="warning">
      <p>
        <strong>Someone else saved this product</strong> while you were editing it, so your save was not made. They
        changed:
      </p>
      <dl css={{ display: 'grid', gap: theme.space.xs, margin: `${theme.space.xs} 0` }}>
        {conflict.changed.map((field) => (
          <div key={field}>
            <dt css={{ fontWeight: theme.fontWeights.medium }}>{FIELD_LABELS[field] ?? field}</dt>
            <dd css={{ margin: 0 }}>
              Saved now: {shown(field, field === 'status' ? conflict.current.status : theirs[field])} · Yours:{' '}
              {field === 'status' ? 'unchanged' : shown(field, yours[field])}
            </dd>
          </div>
        ))}
      </dl>
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs }}>
        <Button size="small" onClick={onTakeTheirs}>
          Show their version
        </Button>
        <Button size="small" variant="secondary" onClick={onKeepMine}>
          Keep my changes and save again
        </Button>
      </p>
    </Notice>
  );
}
