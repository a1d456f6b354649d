import { FieldArray, getIn, useFormikContext } from 'formik';
import { capitalise, COLORS, SIZES, type Color, type Size } from 'contracts';
import { Button, fieldError, theme, FormTextField, Select } from 'shared-ui';
import type { EditorValues } from './editor-values';

const box = {
  display: 'grid',
  gap: theme.space.sm,
  padding: theme.space.md,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.soft,
  background: theme.colors.surface,
};

/**
 * The product's colours, each with its sizes and a new size's first stock. A size the product already has keeps
 * its stock here read-only: it changes through the stock panel, with a reason for its history.
 */
export function ColorsField() {
  const { values, errors, touched, setFieldValue } = useFormikContext<EditorValues>();
  const colorsError = getIn(errors, 'colors');
  const unusedColors = COLORS.filter((color) => !values.colors.some((c) => c.color === color));
  return (
    <FieldArray name="colors">
      {(colors) => (
        <fieldset css={{ display: 'grid', gap: theme.space.md, border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend css={{ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xl, marginBottom: theme.space.sm }}>
            Colours and sizes
          </legend>
          {typeof colorsError === 'string' && (getIn(touched, 'colors') || values.colors.length > 0) && (
            <p role="alert" css={fieldError}>
              {colorsError}
            </p>
          )}
          {values.colors.map((entry, colorIndex) => {
            const unusedSizes = SIZES.filter(({ value }) => !entry.sizes.some((s) => s.size === value));
            const sizesError = getIn(errors, `colors[${colorIndex}].sizes`);
            return (
              <div key={entry.color} css={box} role="group" aria-label={`Colour ${entry.color}`}>
                <div
                  css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space.sm }}
                >
                  <h3 css={{ margin: 0, fontSize: theme.fontSizes.lg }}>{capitalise(entry.color)}</h3>
                  {!entry.sizes.some((s) => s.existing) && (
                    <Button size="small" variant="ghost" onClick={() => colors.remove(colorIndex)}>
                      Remove {entry.color}
                    </Button>
                  )}
                </div>
                {typeof sizesError === 'string' && (
                  <p role="alert" css={fieldError}>
                    {sizesError}
                  </p>
                )}
                <FieldArray name={`colors[${colorIndex}].sizes`}>
                  {(sizes) => (
                    <>
                      <ul
                        role="list"
                        css={{
                          display: 'grid',
                          gap: theme.space.xs,
                          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                        }}
                      >
                        {entry.sizes.map((size, sizeIndex) => (
                          <li key={size.size} css={{ display: 'grid', gap: theme.space.xxs }}>
                            <FormTextField
                              name={`colors[${colorIndex}].sizes[${sizeIndex}].quantity`}
                              id={`stock-${entry.color}-${size.size}`}
                              label={`${size.size.toUpperCase()} stock`}
                              inputMode="numeric"
                              readOnly={size.existing}
                              hint={size.existing ? 'Change it under Stock' : undefined}
                            />
                            {!size.existing && (
                              <Button size="small" variant="ghost" onClick={() => sizes.remove(sizeIndex)}>
                                Remove {size.size.toUpperCase()}
                              </Button>
                            )}
                          </li>
                        ))}
                      </ul>
                      {unusedSizes.length > 0 && (
                        <Select
                          label={`Add a size to ${entry.color}`}
                          value=""
                          placeholder="Choose a size"
                          options={unusedSizes.map(({ value, label }) => ({ value, label }))}
                          onChange={(event) =>
                            sizes.push({ size: event.target.value as Size, quantity: '0', existing: false })
                          }
                          css={{ maxWidth: 260 }}
                        />
                      )}
                    </>
                  )}
                </FieldArray>
              </div>
            );
          })}
          {unusedColors.length > 0 && (
            <Select
              label="Add a colour"
              value=""
              placeholder="Choose a colour"
              options={unusedColors.map((value) => ({ value, label: capitalise(value) }))}
              onChange={(event) =>
                void setFieldValue('colors', [...values.colors, { color: event.target.value as Color, sizes: [] }])
              }
              css={{ maxWidth: 260 }}
            />
          )}
        </fieldset>
      )}
    </FieldArray>
  );
}
