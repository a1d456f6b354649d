import { STAFF_API_PATHS } from 'contracts/staff';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { saveDownload } from '../../../lib/save-download';

/** GET /api/staff/customers/:id/export: everything the shop holds about her (the API writes it to the audit log). */
export async function exportCustomerData(id: string): Promise<string> {
  const { data } = await staffHttp.get<string>(staffPath(STAFF_API_PATHS.customerExport, { id }), {
    responseType: 'text',
  });
  return data;
}

/** Her data as a file the owner hands her (a data-access request). */
export async function downloadCustomerData(id: string): Promise<string> {
  return saveDownload(await exportCustomerData(id), `vesna-customer-${id}.json`, 'application/json');
}

export const useDownloadCustomerData = () => useStaffMutation(downloadCustomerData);
