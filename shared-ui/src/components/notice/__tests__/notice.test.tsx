import { render, screen } from '@testing-library/react';
import { Notice, type NoticeTone } from '../notice';

describe('Notice', () => {
  it('is an alert for an error, read at once', () => {
    render(<Notice tone="error">Card was declined.</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Card was declined.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each<NoticeTone>(['info', 'success', 'warning'])('is a status for the tone %s', (tone) => {
    render(<Notice tone={tone}>Saved.</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is an info status when no tone is given', () => {
    render(<Notice>Your Shopping Bag Is Empty.</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Your Shopping Bag Is Empty.');
  });

  it('renders its children as given, links included', () => {
    render(
      <Notice tone="error">
        <p>Only 1 left of Linen Dress.</p>
        <p>
          Nothing was charged. <a href="/cart">Update your bag</a> and check out again.
        </p>
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only 1 left of Linen Dress.Nothing was charged. Update your bag and check out again.',
    );
    expect(screen.getByRole('link', { name: 'Update your bag' })).toHaveAttribute('href', '/cart');
  });

  it('gives each tone its own colours', () => {
    const { rerender } = render(<Notice tone="error">x</Notice>);
    const classOf = () => screen.getByText('x').className;
    const error = classOf();
    rerender(<Notice tone="success">x</Notice>);
    const success = classOf();
    rerender(<Notice tone="warning">x</Notice>);
    const warning = classOf();
    rerender(<Notice tone="info">x</Notice>);
    expect(new Set([error, success, warning, classOf()]).size).toBe(4);
  });

  it('keeps the class it is given (a page’s spacing)', () => {
    render(
      <Notice tone="success" className="page-gap">
        Saved.
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveClass('page-gap');
  });
});
