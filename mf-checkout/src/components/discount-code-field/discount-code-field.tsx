import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useAtom } from 'jotai';
import type { CartQuote } from 'contracts';
import { Button, TextField, theme, Notice } from 'shared-ui';
import { discountCodeAtom } from '../../state/checkout';

const { space, fontSizes } = theme;

const styles = {
  box: css({ display: 'grid', gap: space.sm, marginBottom: space.lg }),
  form: css({ display: 'flex', gap: space.sm, alignItems: 'flex-end' }),
  applied: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space.sm }),
  code: css({ fontSize: fontSizes.sm, letterSpacing: '0.04em' }),
};

export const ENTER_A_CODE = 'Enter a discount code';

interface DiscountCodeFieldProps {
  /** The bag's quote (null while the first loads): its `discountCode` says what became of the code. */
  quote: CartQuote | null;
}

/**
 * "Add discount code" in the bag and beside the payment form (issue 34): the shopper types a code, the next
 * quote (asked with it) says whether it applies, by name and amount, or why not; the message is the server's.
 * One code per order: a new one replaces the old after "Remove".
 */
export function DiscountCodeField({ quote }: DiscountCodeFieldProps) {
  const [code, setCode] = useAtom(discountCodeAtom);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The field appears because the shopper asked for it ("Add discount code"): it takes the focus.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim().toUpperCase();
    if (!typed) {
      setError(ENTER_A_CODE);
      return;
    }
    setError(null);
    setText('');
    setOpen(false);
    setCode(typed);
  };

  if (code) {
    const outcome = quote?.discountCode?.code === code ? quote.discountCode : null;
    const tone = !outcome
      ? 'info'
      : outcome.applied
        ? 'success'
        : outcome.reason === 'birthday-larger'
          ? 'info'
          : 'error';
    return (
      <div css={styles.box} data-testid="discount-code">
        <div css={styles.applied}>
          <strong css={styles.code}>{code}</strong>
          <Button
            variant="secondary"
            size="small"
            onClick={() => setCode(null)}
            aria-label={`Remove discount code ${code}`}
          >
            Remove
          </Button>
        </div>
        <Notice tone={tone}>
          <p>{outcome ? outcome.message : `Checking the code ${code}…`}</p>
        </Notice>
      </div>
    );
  }

  if (!open) {
    return (
      <div css={styles.box}>
        <Button variant="secondary" size="small" aria-expanded={false} onClick={() => setOpen(true)}>
          Add discount code
        </Button>
      </div>
    );
  }

  return (
    <form css={styles.box} onSubmit={submit} noValidate aria-label="Add discount code">
      <div css={styles.form}>
        <TextField
          label="Discount code"
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          ref={input}
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="medium">
          Apply
        </Button>
      </div>
    </form>
  );
}
