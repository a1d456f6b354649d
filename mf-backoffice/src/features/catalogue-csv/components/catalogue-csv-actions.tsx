import { staffRoleAllows } from 'contracts/staff';
import { Button, ButtonLink, Notice } from 'shared-ui';
import { useStaffSession } from '../../auth/api/get-staff-session';
import { useDownloadCatalogueCsv } from '../api/export-catalogue-csv';

/** The Products page's way out to a spreadsheet and back, each shown to the roles the contract allows it. */
export function CatalogueCsvActions() {
  const role = useStaffSession().data?.role;
  const download = useDownloadCatalogueCsv();
  if (!role) return null;
  const canExport = staffRoleAllows(role, 'GET /staff/catalogue.csv');
  const canImport = staffRoleAllows(role, 'POST /staff/catalogue/import');
  return (
    <>
      {canExport && (
        <Button
          variant="secondary"
          loading={download.pending}
          onClick={() => void download.run(undefined).catch(() => null)}
        >
          Export CSV
        </Button>
      )}
      {canImport && (
        <ButtonLink to="/staff/products/import" variant="secondary">
          Import CSV
        </ButtonLink>
      )}
      {download.error && (
        <Notice tone="error" css={{ flexBasis: '100%' }}>
          The export failed: {download.error.message}
        </Notice>
      )}
    </>
  );
}
