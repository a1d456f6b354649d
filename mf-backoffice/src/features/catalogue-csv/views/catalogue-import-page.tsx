import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CsvImportResult } from 'contracts/staff';
import { Button, Spinner, theme, useDocumentTitle, Notice, PageHeading } from 'shared-ui';
import { type ApiRequestError } from 'shared-ui/state';
import { layoutStyles } from '../../../components/layout-styles';
import { refusedImportOf, useApplyCsvImport } from '../api/apply-csv-import';
import { usePreviewCsvImport } from '../api/preview-csv-import';
import { CsvFilePicker } from '../components/csv-file-picker';
import { readFileText } from '../components/read-file-text';
import { CsvChangesTable, CsvErrorsTable } from '../components/csv-result-tables';

const productsIn = (result: CsvImportResult) => new Set(result.changes.map((c) => c.productId)).size;

/**
 * The catalogue from a spreadsheet: a file is dry-run as soon as it is picked (every change and every row error
 * with its line), and applied only when the dry run found no error; the API applies all of it or nothing.
 */
export function CatalogueImportPage() {
  useDocumentTitle('Import a catalogue CSV');
  const preview = usePreviewCsvImport();
  const apply = useApplyCsvImport();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const [applied, setApplied] = useState<number | null>(null);
  const blockedNote = useId();

  const check = async (picked: File) => {
    setApplied(null);
    setResult(null);
    apply.reset();
    const text = await readFileText(picked);
    setFile({ name: picked.name, text });
    setResult(await preview.run(text).catch(() => null));
  };
  const applyFile = async () => {
    if (!file) return;
    try {
      const done = await apply.run(file.text);
      setApplied(productsIn(done));
      setResult(done);
    } catch (failure) {
      // Refused on the way (stock held by an order since the dry run): its row errors replace the dry run's.
      const refused = refusedImportOf(failure as ApiRequestError);
      if (refused) setResult(refused);
    }
  };

  const blocked = !result || result.errors.length > 0 || result.changes.length === 0;
  return (
    <>
      <div
        css={[
          layoutStyles.toolbar,
          { justifyContent: 'space-between', gap: theme.space.sm, marginBottom: theme.space.md },
        ]}
      >
        <PageHeading subtitle="Export the catalogue from Products, change it in a spreadsheet, bring it back here.">
          Import a catalogue CSV
        </PageHeading>
        <Link to="/staff/products">Back to products</Link>
      </div>
      <div css={{ display: 'grid', gap: theme.space.md }}>
        <CsvFilePicker onFile={(picked) => void check(picked)} disabled={preview.pending || apply.pending} />
        {preview.pending && <Spinner label={`Checking ${file?.name ?? 'the file'}`} />}
        {preview.error && <Notice tone="error">The file could not be checked: {preview.error.message}</Notice>}
        {file && result && (
          <>
            {applied !== null ? (
              <Notice tone="success">
                Applied {file.name}: {applied} product(s) changed.
              </Notice>
            ) : result.errors.length > 0 ? (
              <Notice tone="error">
                {file.name}: {result.errors.length} row error(s). Fix them in the file and choose it again: nothing can
                be applied yet.
              </Notice>
            ) : result.changes.length === 0 ? (
              <Notice>{file.name} matches the catalogue: there is nothing to change.</Notice>
            ) : (
              <Notice>
                Dry run of {file.name}: {result.changes.length} change(s) to {productsIn(result)} product(s), no errors.
                Nothing has changed yet.
              </Notice>
            )}
            {apply.error && !refusedImportOf(apply.error) && (
              <Notice tone="error">The import was not applied: {apply.error.message}</Notice>
            )}
            {result.errors.length > 0 && <CsvErrorsTable errors={result.errors} />}
            {result.changes.length > 0 && <CsvChangesTable changes={result.changes} />}
            {applied === null && (
              <div css={layoutStyles.toolbar}>
                <Button
                  disabled={blocked}
                  loading={apply.pending}
                  aria-describedby={blocked ? blockedNote : undefined}
                  onClick={() => void applyFile()}
                >
                  Apply {result.changes.length} change(s)
                </Button>
                {blocked && (
                  <span id={blockedNote} css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
                    {result.errors.length > 0
                      ? 'A file with row errors cannot be applied.'
                      : 'There is nothing to apply.'}
                  </span>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
