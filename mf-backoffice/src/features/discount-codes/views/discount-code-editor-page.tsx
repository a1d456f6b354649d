import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Spinner, theme, useDocumentTitle, Notice, PageHeading } from 'shared-ui';
import { useCreateDiscountCode } from '../api/create-discount-code';
import { useDeactivateDiscountCode } from '../api/deactivate-discount-code';
import { useDiscountCode } from '../api/get-discount-code';
import { useUpdateDiscountCode } from '../api/update-discount-code';
import { DiscountCodeForm } from '../components/discount-code-form';
import { EMPTY_CODE, requestOf, valuesOf } from '../components/form-values';

function NewCode() {
  useDocumentTitle('New discount code');
  const create = useCreateDiscountCode();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading>New discount code</PageHeading>
      <DiscountCodeForm
        initialValues={EMPTY_CODE}
        submitLabel="Create code"
        error={create.error}
        onSubmit={async (values) => {
          const created = await create.run(requestOf(values));
          navigate(`/staff/discount-codes/${created.id}`, { state: { created: created.code } });
        }}
      />
    </>
  );
}

function EditCode({ id }: { id: number }) {
  const code = useDiscountCode(id);
  const update = useUpdateDiscountCode();
  const deactivate = useDeactivateDiscountCode();
  const [saved, setSaved] = useState<string | null>(null);
  useDocumentTitle(code.data?.code ?? 'Discount code');
  if (code.isPending) return <Spinner label="Loading the discount code" />;
  if (code.isError) return <Notice tone="error">There is no such discount code.</Notice>;
  const current = code.data;
  return (
    <>
      <PageHeading>{current.code}</PageHeading>
      <p css={{ marginBottom: theme.space.md }}>
        {current.active ? 'Active' : 'Deactivated'} · used by {current.usesPaid} paid order
        {current.usesPaid === 1 ? '' : 's'}
        {current.usesHeld > current.usesPaid ? `, ${current.usesHeld - current.usesPaid} being paid` : ''}
      </p>
      {saved && <Notice tone="success">{saved}</Notice>}
      <DiscountCodeForm
        initialValues={valuesOf(current)}
        submitLabel="Save code"
        error={update.error}
        onSubmit={async (values) => {
          setSaved(null);
          const after = await update.run({ id, values: requestOf(values) });
          setSaved(`Saved ${after.code}.`);
        }}
      />
      {current.active && (
        <section css={{ marginTop: theme.space.xl }} aria-label="Deactivate">
          <Button
            variant="secondary"
            loading={deactivate.pending}
            onClick={() => {
              if (window.confirm(`Deactivate ${current.code}? No new order can use it; paid orders keep it.`))
                void deactivate
                  .run(id)
                  .then(() => setSaved(`${current.code} is deactivated.`))
                  .catch(() => undefined);
            }}
          >
            Deactivate {current.code}
          </Button>
          {deactivate.error && (
            <p role="alert" css={{ color: theme.colors.error }}>
              {deactivate.error.message}
            </p>
          )}
        </section>
      )}
    </>
  );
}

/** /staff/discount-codes/new and /staff/discount-codes/:id. */
export function DiscountCodeEditorPage() {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? <EditCode id={Number(id)} /> : <NewCode />;
}
