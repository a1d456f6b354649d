import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Spinner, TextField, useDocumentTitle, Notice, PageHeading, useDebouncedValue } from 'shared-ui';
import { layoutStyles } from '../../../components/layout-styles';
import { useCustomerList } from '../api/list-customers';
import { CustomersTable } from '../components/customers-table';

const PER_PAGE = 25;

/** The shop's customers, newest first: searched by name or e-mail and paged by the server (the URL keeps both). */
export function CustomerListPage() {
  useDocumentTitle('Customers');
  const [url, setUrl] = useSearchParams();
  const q = url.get('q') ?? '';
  const page = Math.max(1, Number(url.get('page')) || 1);
  const list = useCustomerList({ q: q || undefined, page, perPage: PER_PAGE });
  const [search, setSearch] = useState(q);
  const typed = useDebouncedValue(search, 300);
  const go = (next: { q?: string; page?: number }) =>
    setUrl(
      () => {
        const params = new URLSearchParams();
        const nextQ = next.q ?? q;
        if (nextQ) params.set('q', nextQ);
        if (next.page && next.page > 1) params.set('page', String(next.page));
        return params;
      },
      { replace: true },
    );
  useEffect(() => {
    // A typed search starts again at page 1; the URL's own value is the field's starting point.
    if (typed.trim() !== q) go({ q: typed.trim(), page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  return (
    <>
      <PageHeading>Customers</PageHeading>
      <form
        role="search"
        aria-label="Customers"
        onSubmit={(event) => event.preventDefault()}
        css={layoutStyles.filterBar}
      >
        <TextField
          label="Search"
          type="search"
          value={search}
          placeholder="Name or email"
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      {list.isPending ? (
        <Spinner label="Loading customers" />
      ) : list.isError ? (
        <Notice tone="error">
          <p>The customers could not be loaded: {list.error.message}</p>
          <p>
            <Button size="small" variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </p>
        </Notice>
      ) : list.data.total === 0 ? (
        <Notice>{q ? `No customer's name or email contains "${q}".` : 'No customers yet.'}</Notice>
      ) : (
        <CustomersTable
          items={list.data.items}
          total={list.data.total}
          page={page}
          perPage={PER_PAGE}
          onPage={(next) => go({ page: next })}
          fetching={list.isFetching}
        />
      )}
    </>
  );
}
