import { STORE_TIME_ZONE } from 'contracts';
import { STAFF_API_PATHS } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
import { saveDownload } from '../../../lib/save-download';
import { useStaffMutation } from '../../../lib/use-staff-mutation';

/** GET /api/staff/catalogue.csv: the whole catalogue, one row per colour and size, as the import reads it. */
export async function exportCatalogueCsv(): Promise<string> {
  const { data } = await staffHttp.get<string>(STAFF_API_PATHS.catalogueCsv, {
    responseType: 'text',
    headers: { Accept: 'text/csv' },
  });
  return data;
}

/** `vesna-catalogue-2026-12-01.csv`: the shop's (Kyiv) day, so two exports of one day sort together. */
export function catalogueCsvFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(now);
  return `vesna-catalogue-${day}.csv`;
}

/** Fetches the file through the staff client and hands it to the browser, named with the day (the API's name has none). */
export async function downloadCatalogueCsv(): Promise<string> {
  return saveDownload(await exportCatalogueCsv(), catalogueCsvFileName(), 'text/csv');
}

export const useDownloadCatalogueCsv = () => useStaffMutation(downloadCatalogueCsv);
