import { Link } from 'react-router-dom';
import { formatCents } from 'contracts';
import { Notice } from 'shared-ui';
import type { PayProblem } from '../hooks/use-pay';

/** Why the purchase stopped before the card was charged, and what the shopper can do about it. */
export function PayProblemNotice({ problem }: { problem: PayProblem }) {
  switch (problem.kind) {
    case 'price-changed':
      return (
        <Notice tone="warning">
          <p>
            The price of your bag has changed. The new total is {formatCents(problem.quote.totalCents)}. Please check
            your order summary and pay again.
          </p>
        </Notice>
      );
    case 'stock-short':
      return (
        <Notice tone="error">
          {problem.lines.map((line) => (
            <p key={line.key}>
              {line.available === 0 ? `${line.name} is sold out.` : `Only ${line.available} left of ${line.name}.`}
            </p>
          ))}
          <p>
            Nothing was charged. <Link to="/cart">Update your bag</Link> and check out again.
          </p>
        </Notice>
      );
    case 'discount-code':
      return (
        <Notice tone="error">
          <p>{problem.message}</p>
          <p>Nothing was charged. Please check the new total in your order summary and pay again.</p>
        </Notice>
      );
    case 'shipping':
      return (
        <Notice tone="error">
          <p>{problem.message}</p>
          <p>
            Please <Link to="/info">check your shipping details</Link>.
          </p>
        </Notice>
      );
    default:
      return (
        <Notice tone="error">
          <p>{problem.message}</p>
        </Notice>
      );
  }
}
