import { useState, type FormEvent } from 'react';
import { Button, TextField, Select } from 'shared-ui';
import { useMembers } from '../../staff/api/list-members';
import type { AuditFilters as Filters } from '../api/list-audit';
import { layoutStyles } from '../../../components/layout-styles';

// The audit log's entities (the staff API's and the photo pipeline's).
const ENTITIES = ['product', 'stock', 'product_photo', 'staff', 'staff_token', 'command'];

/** Who, what kind of thing, which action, and a date range; applied together with "Show". */
export function AuditFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const members = useMembers();
  const [staff, setStaff] = useState('');
  const [entity, setEntity] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      staff: staff ? Number(staff) : undefined,
      entity: entity || undefined,
      action: action.trim() || undefined,
      from: from || undefined,
      // The whole last day counts: "to 27 Nov" means up to its end.
      to: to ? `${to}T23:59:59.999Z` : undefined,
    });
  };
  return (
    <form role="search" aria-label="Audit log" onSubmit={apply} css={layoutStyles.filterBar}>
      <Select
        label="Member"
        value={staff}
        placeholder="Everyone"
        options={(members.data?.items ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
        onChange={(event) => setStaff(event.target.value)}
      />
      <Select
        label="Kind"
        value={entity}
        placeholder="Everything"
        options={ENTITIES.map((value) => ({ value, label: value.replace('_', ' ') }))}
        onChange={(event) => setEntity(event.target.value)}
      />
      <TextField
        label="Action"
        value={action}
        placeholder="e.g. product.update"
        onChange={(e) => setAction(e.target.value)}
      />
      <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </form>
  );
}
