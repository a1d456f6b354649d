import { STAFF_API_PATHS, type CsvImportResult } from 'contracts/staff';
import { useQueryClient, type ApiRequestError } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { CSV_REQUEST } from './preview-csv-import';

/**
 * POST /api/staff/catalogue/import?apply=1: all or nothing, in one transaction. A row error found on the way
 * (stock below what unpaid orders hold since the dry run) is a 400 carrying the whole result: nothing applied.
 */
export async function applyCsvImport(csv: string): Promise<CsvImportResult> {
  const { data } = await staffHttp.post<CsvImportResult>(STAFF_API_PATHS.catalogueImport, csv, {
    ...CSV_REQUEST,
    params: { apply: 1 },
  });
  return data;
}

/** The result a refused apply carried (its row errors), if the refusal was the import's own. */
export function refusedImportOf(error: ApiRequestError | null): CsvImportResult | null {
  const body = error?.body as Partial<CsvImportResult> | undefined;
  return body && Array.isArray(body.errors) && Array.isArray(body.changes) ? (body as CsvImportResult) : null;
}

export function useApplyCsvImport() {
  const client = useQueryClient();
  return useStaffMutation(applyCsvImport, async () => {
    // The list and any editor show the imported names, prices, flags and stock.
    await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'products'] });
    await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'product'] });
    await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'stock-history'] });
  });
}
