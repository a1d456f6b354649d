import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { BulkAction, ProductVersionConflict, StaffProduct } from 'contracts/staff';
import { Button, Spinner, theme, useDocumentTitle, Notice, PageHeading } from 'shared-ui';
import { type ApiRequestError } from 'shared-ui/state';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { PhotosPanel } from '../../photos/components/photos-panel';
import { useBulkUpdateProducts } from '../api/bulk-update-products';
import { useProduct } from '../api/get-product';
import { productConflictOf, useSaveProduct } from '../api/save-product';
import { ConflictNotice } from '../components/conflict-notice';
import { EMPTY_PRODUCT, editorInputOf, editorValuesOf, type EditorValues } from '../components/editor-values';
import { ProductForm } from '../components/product-form';
import { StatusBadge } from '../components/status-badge';
import { StockPanel } from '../components/stock-panel';
import { layoutStyles } from '../../../components/layout-styles';

/** The status moves a product can make from where it is (draft → published → archived, and back to draft). */
const MOVES: Record<StaffProduct['status'], { action: BulkAction; label: string }[]> = {
  draft: [
    { action: 'publish', label: 'Publish' },
    { action: 'archive', label: 'Archive' },
  ],
  published: [
    { action: 'unpublish', label: 'Unpublish' },
    { action: 'archive', label: 'Archive' },
  ],
  archived: [{ action: 'unpublish', label: 'Back to draft' }],
};

function StatusControls({ product }: { product: StaffProduct }) {
  const bulk = useBulkUpdateProducts();
  return (
    <div css={[layoutStyles.toolbar, { marginBottom: theme.space.lg }]}>
      <StatusBadge status={product.status} />
      {MOVES[product.status].map(({ action, label }) => (
        <Button
          key={action}
          size="small"
          variant={action === 'publish' ? 'primary' : 'secondary'}
          loading={bulk.pending}
          onClick={() => void bulk.run({ ids: [product.id], action }).catch(() => undefined)}
        >
          {label}
        </Button>
      ))}
      {bulk.error && <Notice tone="error">{bulk.error.message}</Notice>}
    </div>
  );
}

/** Editing a product that exists: its form at the version read, the 409 when someone saved first, stock, photos. */
function ExistingProduct({ product }: { product: StaffProduct }) {
  const save = useSaveProduct();
  // The version this member's edits are based on; "keep my changes" moves it to the one saved meanwhile.
  const [baseVersion, setBaseVersion] = useState(product.version);
  const [conflict, setConflict] = useState<{ conflict: ProductVersionConflict; mine: EditorValues } | null>(null);
  const [initial, setInitial] = useState(() => editorValuesOf(product));
  const [saved, setSaved] = useState(false);
  return (
    <>
      <StatusControls product={product} />
      <ProductForm
        initialValues={initial}
        submitLabel="Save changes"
        failure={save.error && !save.error.fields && !conflict ? save.error.message : null}
        conflict={
          conflict && (
            <ConflictNotice
              conflict={conflict.conflict}
              mine={conflict.mine}
              onTakeTheirs={() => {
                setInitial(editorValuesOf(conflict.conflict.current));
                setBaseVersion(conflict.conflict.current.version);
                setConflict(null);
              }}
              onKeepMine={() => {
                setBaseVersion(conflict.conflict.current.version);
                setConflict(null);
              }}
            />
          )
        }
        onSubmit={async (values, helpers) => {
          setSaved(false);
          const send = (version: number) => save.run({ id: product.id, version, values: editorInputOf(values) });
          try {
            let next: StaffProduct;
            try {
              next = await send(baseVersion);
            } catch (error) {
              // A newer version that differs only in status (this member's own Publish, say) holds nothing the
              // editor sends: saving on top of it loses no one's edit.
              const refused = productConflictOf(error);
              if (!refused || refused.changed.some((field) => field !== 'status')) throw error;
              next = await send(refused.current.version);
            }
            setConflict(null);
            setBaseVersion(next.version);
            setInitial(editorValuesOf(next));
            setSaved(true);
          } catch (error) {
            const refused = productConflictOf(error);
            if (refused) setConflict({ conflict: refused, mine: values });
            else helpers.setErrors(serverFieldErrors<EditorValues>(error));
          }
        }}
      />
      {saved && (
        <Notice tone="success" css={{ marginTop: theme.space.sm }}>
          Saved. Shoppers see the change within a second{product.status === 'published' ? '' : ' once it is published'}.
        </Notice>
      )}
      <div css={{ display: 'grid', gap: theme.space.xl, marginTop: theme.space.xl }}>
        <StockPanel product={product} />
        <PhotosPanel productId={product.id} colors={product.colors.map((c) => c.color)} />
      </div>
    </>
  );
}

/** A new product: saved as a draft, then edited at its own address (stock and photos need it to exist). */
function NewProduct() {
  const save = useSaveProduct();
  const navigate = useNavigate();
  return (
    <ProductForm
      initialValues={EMPTY_PRODUCT}
      submitLabel="Create draft"
      failure={save.error && !save.error.fields ? save.error.message : null}
      onSubmit={async (values, helpers) => {
        try {
          const created = await save.run({ values: editorInputOf(values) });
          navigate(`/staff/products/${created.id}`, { replace: true });
        } catch (error) {
          helpers.setErrors(serverFieldErrors<EditorValues>(error));
        }
      }}
    />
  );
}

/** `/staff/products/new` and `/staff/products/:id`. */
export function ProductEditorPage() {
  const { id } = useParams();
  const creating = !id || id === 'new';
  const product = useProduct(creating ? '' : id, { enabled: !creating });
  useDocumentTitle(creating ? 'New product' : (product.data?.name ?? 'Product'));
  if (creating)
    return (
      <>
        <PageHeading>New product</PageHeading>
        <NewProduct />
      </>
    );
  if (product.isPending) return <Spinner label="Loading the product" />;
  if (product.isError)
    return (
      <Notice tone="error">
        {(product.error as ApiRequestError).status === 404
          ? 'There is no product with this id.'
          : product.error.message}
      </Notice>
    );
  return (
    <>
      <PageHeading subtitle={`Id ${product.data.id} · version ${product.data.version}`}>
        {product.data.name}
      </PageHeading>
      {/* A new version from elsewhere (a bulk action, a stock change) re-reads the form only when this member
          is not in the middle of an edit: the key changes with the product, not with its version. */}
      <ExistingProduct key={product.data.id} product={product.data} />
    </>
  );
}
