import { ButtonLink, Spinner, theme, useDocumentTitle, Notice, PageHeading } from 'shared-ui';
import { layoutStyles } from '../../../components/layout-styles';
import { useDiscountCodes } from '../api/list-discount-codes';
import { DiscountCodesTable } from '../components/discount-codes-table';

/** The discount codes (catalogue staff and owners): every code with its uses; create one, open one to edit it. */
export function DiscountCodesPage() {
  useDocumentTitle('Discount codes');
  const codes = useDiscountCodes();
  return (
    <>
      <div css={[layoutStyles.toolbar, { justifyContent: 'space-between', marginBottom: theme.space.md }]}>
        <PageHeading>Discount codes</PageHeading>
        <ButtonLink to="/staff/discount-codes/new">New discount code</ButtonLink>
      </div>
      {codes.isPending ? (
        <Spinner label="Loading the discount codes" />
      ) : codes.isError ? (
        <Notice tone="error">The discount codes could not be loaded.</Notice>
      ) : codes.data.items.length === 0 ? (
        <Notice>No discount codes yet.</Notice>
      ) : (
        <DiscountCodesTable items={codes.data.items} />
      )}
    </>
  );
}
