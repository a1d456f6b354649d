import { capitalise } from 'contracts';
import { useState } from 'react';
import { Form, Formik } from 'formik';
import type { Color, Size } from 'contracts';
import {
  STOCK_MODES,
  STOCK_REASONS,
  stockChangeSchema,
  type StaffProduct,
  type StockChangeInput,
} from 'contracts/staff';
import { Button, Spinner, theme, FormTextField, Notice, formStyles } from 'shared-ui';
import { FormSelect } from '../../../components/form-select';
import { tableStyles } from '../../../components/table-styles';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useChangeStock } from '../api/change-stock';
import { useStockHistory } from '../api/get-stock-history';
import { FormFailure } from '../../../components/form-failure';

type StockFormValues = Omit<StockChangeInput, 'quantity'> & { quantity: string };

/** One size's changes, newest first: who, when, why, by how much, and what it left. */
function StockHistoryTable({ productId, color, size }: { productId: string; color: Color; size: Size }) {
  const history = useStockHistory(productId, color, size);
  if (history.isPending) return <Spinner label="Loading the history" />;
  if (history.isError) return <Notice tone="error">{history.error.message}</Notice>;
  if (history.data.items.length === 0)
    return (
      <p>
        No change of {color} {size.toUpperCase()} yet.
      </p>
    );
  return (
    <div css={tableStyles.scroller}>
      <table css={tableStyles.table}>
        <caption css={{ textAlign: 'left', padding: theme.space.xs }}>
          History of {color} {size.toUpperCase()}
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Reason</th>
            <th scope="col" css={tableStyles.numeric}>
              Change
            </th>
            <th scope="col" css={tableStyles.numeric}>
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {history.data.items.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td>{new Date(entry.at).toLocaleString('en-GB')}</td>
              <td>{entry.staff?.name ?? '—'}</td>
              <td>{capitalise(entry.reason)}</td>
              <td css={tableStyles.numeric}>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</td>
              <td css={tableStyles.numeric}>{entry.quantityAfter}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Each size's stock and what unpaid orders hold of it; a change (set to a count, or adjust by a signed number)
 * with a reason, which the server refuses below what is held; and the history of one size.
 */
export function StockPanel({ product }: { product: StaffProduct }) {
  const change = useChangeStock();
  const [historyOf, setHistoryOf] = useState<{ color: Color; size: Size } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const first = product.colors[0];
  if (!first) return null;
  const initial: StockFormValues = {
    color: first.color,
    size: first.sizes[0]?.size ?? 's',
    mode: 'set',
    quantity: '',
    reason: 'counted',
  };
  return (
    <section aria-labelledby="stock-heading" css={{ display: 'grid', gap: theme.space.md }}>
      <h2 id="stock-heading" css={{ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl }}>
        Stock
      </h2>
      <div css={tableStyles.scroller}>
        <table css={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">Colour</th>
              <th scope="col">Size</th>
              <th scope="col" css={tableStyles.numeric}>
                In stock
              </th>
              <th scope="col" css={tableStyles.numeric}>
                Held by unpaid orders
              </th>
              <th scope="col">History</th>
            </tr>
          </thead>
          <tbody>
            {product.colors.flatMap(({ color, sizes }) =>
              sizes.map(({ size, quantity, held }) => (
                <tr key={`${color}-${size}`}>
                  <td>{capitalise(color)}</td>
                  <td>{size.toUpperCase()}</td>
                  <td css={tableStyles.numeric}>{quantity}</td>
                  <td css={tableStyles.numeric}>{held}</td>
                  <td>
                    <Button size="small" variant="ghost" onClick={() => setHistoryOf({ color, size })}>
                      Show history of {color} {size.toUpperCase()}
                    </Button>
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      {historyOf && <StockHistoryTable productId={product.id} {...historyOf} />}
      <Formik<StockFormValues>
        initialValues={initial}
        validationSchema={stockChangeSchema}
        onSubmit={async (values, helpers) => {
          setSaved(null);
          try {
            const input = stockChangeSchema.cast(values) as StockChangeInput;
            const level = await change.run({ id: product.id, change: input });
            setSaved(`${capitalise(level.color)} ${level.size.toUpperCase()} now has ${level.quantity} in stock.`);
            helpers.resetForm({ values: { ...values, quantity: '' } });
          } catch (error) {
            helpers.setErrors(serverFieldErrors<StockFormValues>(error));
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label="Change stock" css={formStyles.stack}>
            <div
              css={{
                display: 'grid',
                gap: theme.space.sm,
                gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
              }}
            >
              <FormSelect idPrefix="stock" name="color" label="Colour" options={product.colors.map((c) => c.color)} />
              <FormSelect
                name="size"
                label="Size"
                options={(product.colors.find((c) => c.color === values.color) ?? first).sizes.map((s) => s.size)}
              />
              <FormSelect idPrefix="stock" name="mode" label="Change" options={STOCK_MODES} />
              <FormTextField
                name="quantity"
                id="stock-quantity"
                label={values.mode === 'set' ? 'New count' : 'Add (or -remove)'}
                inputMode="numeric"
              />
              <FormSelect idPrefix="stock" name="reason" label="Reason" options={STOCK_REASONS} />
            </div>
            <FormFailure error={change.error} />
            {saved && <Notice tone="success">{saved}</Notice>}
            <div css={formStyles.actions}>
              <Button type="submit" loading={isSubmitting}>
                Save stock
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
