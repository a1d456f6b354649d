import { STORE_TIME_ZONE } from 'contracts';
import { STAFF_API_PATHS } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
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

/**
 * Fetches the file through the staff client (its session, and the 401 that ends it) and hands it to the
 * browser as a download. A plain link would lose the date: the API names every export alike.
 */
export async function downloadCatalogueCsv(): Promise<string> {
  const csv = await exportCatalogueCsv();
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = catalogueCsvFileName();
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return link.download;
}

export const useDownloadCatalogueCsv = () => useStaffMutation(downloadCatalogueCsv);
