import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../dialog';

function Harness({ withInput = true }: { withInput?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Size Guide
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Size Guide">
        <p>Measurements in inches.</p>
        {withInput && <input aria-label="Bust" />}
        {withInput && <button type="button">Convert</button>}
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Size Guide" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Size Guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Size Guide' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus to the first control inside when it opens', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Size Guide' }));
    expect(screen.getByRole('textbox', { name: 'Bust' })).toHaveFocus();
  });

  it('focuses the dialog itself when it has no controls but the close button', async () => {
    render(<Harness withInput={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Size Guide' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Size Guide' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Size Guide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Size Guide' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const convert = screen.getByRole('button', { name: 'Convert' });
    convert.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(convert).toHaveFocus();
  });

  it('closes on a click on the dimmed backdrop but not on a click inside', async () => {
    const onClose = jest.fn();
    render(
      <Dialog open onClose={onClose} title="Easy Return">
        <p>30 days.</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByText('30 days.'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
