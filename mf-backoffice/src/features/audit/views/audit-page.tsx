import { useState } from 'react';
import type { AuditEntry } from 'contracts/staff';
import { Button, Spinner, theme, useDocumentTitle, Notice, PageHeading } from 'shared-ui';
import { tableStyles } from '../../../components/table-styles';
import { useAuditLog, type AuditFilters as Filters } from '../api/list-audit';
import { AuditFilters } from '../components/audit-filters';

function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return null;
  return (
    <details>
      <summary css={{ cursor: 'pointer' }}>Before and after</summary>
      <pre css={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: theme.fontSizes.xs, margin: 0 }}>
        {`Before: ${JSON.stringify(entry.before, null, 1)}\nAfter: ${JSON.stringify(entry.after, null, 1)}`}
      </pre>
    </details>
  );
}

/** The owner's view of the append-only audit log: who changed what, when, before and after; newest first. */
export function AuditPage() {
  useDocumentTitle('Audit log');
  const [filters, setFilters] = useState<Filters>({});
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageHeading>Audit log</PageHeading>
      <AuditFilters onApply={setFilters} />
      {log.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : log.isError ? (
        <Notice tone="error">{log.error.message}</Notice>
      ) : entries.length === 0 ? (
        <Notice>Nothing in the audit log matches these filters.</Notice>
      ) : (
        <>
          <div css={tableStyles.scroller}>
            <table css={tableStyles.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">What</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td css={{ whiteSpace: 'nowrap' }}>{new Date(entry.at).toLocaleString('en-GB')}</td>
                    <td>{entry.staff?.name ?? '—'}</td>
                    <td>{entry.action}</td>
                    <td>
                      {entry.entity}
                      {entry.entityId ? ` ${entry.entityId}` : ''}
                    </td>
                    <td css={{ minWidth: 200 }}>
                      <Change entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {log.hasNextPage && (
            <Button
              variant="secondary"
              loading={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
              css={{ marginTop: theme.space.md }}
            >
              Load older entries
            </Button>
          )}
        </>
      )}
    </>
  );
}
