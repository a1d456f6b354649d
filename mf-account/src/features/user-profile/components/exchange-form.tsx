import { useState } from 'react';
import { Form, Formik } from 'formik';
import { capitalise, sizeLabel, type Color, type Order, type Size } from 'contracts';
import { EXCHANGE_MESSAGES, RETURN_REASONS, exchangeRequestSchema, validationErrors } from 'contracts/schemas';
import { Button, theme, useProduct, Select, requestOrderExchange } from 'shared-ui';
import { newRequestKey } from '../order-text';

interface ExchangeValues {
  lineNo: string;
  /** `color/size` of the replacement. */
  variant: string;
  reason: string;
}

const toRequest = (values: ExchangeValues) => {
  const [color, size] = values.variant.split('/');
  return {
    lineNo: Number(values.lineNo) || undefined,
    color: color as Color,
    size: size as Size,
    reason: values.reason,
  };
};

/** The sizes and colours of the line's product, those sold out said so (the server refuses them). */
function ReplacementSelect({
  order,
  lineNo,
  value,
  error,
  onChange,
}: {
  order: Order;
  lineNo: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const line = order.lines.find((l) => l.lineNo === lineNo)!;
  const product = useProduct(line.productId);
  const options = (product.data?.products ?? []).flatMap((variant) =>
    variant.sizes
      .filter((s) => !(variant.color === line.color && s.size === line.size))
      .map((s) => ({
        value: `${variant.color}/${s.size}`,
        label: `${capitalise(variant.color)}, ${sizeLabel(s.size)}${s.quantity > 0 ? '' : ' (sold out)'}`,
      })),
  );
  return (
    <Select
      label="New size or colour"
      value={value}
      placeholder={product.isPending ? 'Loading sizes…' : 'Choose'}
      options={options}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/**
 * "Exchange an item": one unit of a line for another size or colour of the same product, within the return
 * window. The new one is put aside at once; a sold-out choice is refused and the return is offered instead.
 * No money moves: the shop sends the new one when the original arrives.
 */
export function ExchangeForm({
  order,
  onDone,
  onCancel,
  onReturnInstead,
}: {
  order: Order;
  onDone: (order: Order) => void;
  onCancel: () => void;
  onReturnInstead: () => void;
}) {
  const [key] = useState(newRequestKey);
  const [failure, setFailure] = useState<string | null>(null);
  const lines = order.lines.filter((line) => line.returnableQuantity > 0 && !line.finalSale);
  return (
    <Formik<ExchangeValues>
      initialValues={{ lineNo: lines.length === 1 ? String(lines[0]!.lineNo) : '', variant: '', reason: '' }}
      validateOnChange={false}
      validate={async (values) => {
        const errors = (await validationErrors(exchangeRequestSchema, toRequest(values))) ?? {};
        return {
          ...(errors.lineNo ? { lineNo: errors.lineNo } : {}),
          ...(errors.color || errors.size ? { variant: errors.color ?? errors.size } : {}),
          ...(errors.reason ? { reason: errors.reason } : {}),
        };
      }}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          onDone(await requestOrderExchange(order.number, exchangeRequestSchema.cast(toRequest(values)), key));
        } catch (error) {
          setFailure((error as { error?: string }).error ?? 'We could not send your exchange. Please try again.');
        }
      }}
    >
      {({ values, errors, setFieldValue, isSubmitting }) => (
        <Form
          noValidate
          aria-label="Exchange an item"
          css={{ display: 'grid', gap: theme.space.md, maxWidth: '36rem' }}
        >
          <Select
            label="Item"
            value={values.lineNo}
            placeholder="Choose the item"
            options={lines.map((line) => ({
              value: String(line.lineNo),
              label: `${line.name} (${capitalise(line.color)}, ${sizeLabel(line.size)})`,
            }))}
            onChange={(event) => {
              void setFieldValue('lineNo', event.target.value);
              void setFieldValue('variant', '');
            }}
            error={errors.lineNo}
          />
          {values.lineNo && (
            <ReplacementSelect
              order={order}
              lineNo={Number(values.lineNo)}
              value={values.variant}
              error={errors.variant}
              onChange={(variant) => void setFieldValue('variant', variant)}
            />
          )}
          <Select
            label="Reason"
            value={values.reason}
            placeholder="Choose a reason"
            onChange={(event) => setFieldValue('reason', event.target.value)}
            options={RETURN_REASONS.map((reason) => ({ value: reason, label: reason }))}
            error={errors.reason}
          />
          {failure && (
            <div
              role="alert"
              css={{ color: theme.colors.error, display: 'grid', gap: theme.space.xs, justifyItems: 'start' }}
            >
              <p css={{ margin: 0 }}>{failure}</p>
              {failure === EXCHANGE_MESSAGES.soldOut && (
                <Button type="button" variant="secondary" size="small" onClick={onReturnInstead}>
                  Return it instead
                </Button>
              )}
            </div>
          )}
          <div css={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
            <Button type="submit" loading={isSubmitting}>
              Send exchange request
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
