import { STAFF_API_PATHS, type CsvImportResult } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';

/** The file's text as the API reads it: the body itself, as text/csv (no form, no JSON). */
export const CSV_REQUEST = { headers: { 'Content-Type': 'text/csv; charset=utf-8' } } as const;

/**
 * POST /api/staff/catalogue/import?apply=0: the dry run. Every change and every row error with its line;
 * nothing is changed, and a file with errors is still answered 200 with them.
 */
export async function previewCsvImport(csv: string): Promise<CsvImportResult> {
  const { data } = await staffHttp.post<CsvImportResult>(STAFF_API_PATHS.catalogueImport, csv, {
    ...CSV_REQUEST,
    params: { apply: 0 },
  });
  return data;
}

export const usePreviewCsvImport = () => useStaffMutation(previewCsvImport);
