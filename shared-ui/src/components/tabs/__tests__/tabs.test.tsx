import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '../tabs';

const ITEMS = [
  { value: 'all', label: 'shop all' },
  { value: 'dresses', label: 'dresses' },
  { value: 'tops', label: 'tops' },
] as const;

function Harness({ onChange = () => undefined }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string>('all');
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Categories"
        items={ITEMS}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

describe('Tabs', () => {
  it('marks the chosen tab and reports a click on another one', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('toolbar', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'shop all' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'dresses' }));
    expect(onChange).toHaveBeenCalledWith('dresses');
    expect(screen.getByRole('button', { name: 'dresses' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'shop all' })).toHaveAttribute('aria-pressed', 'false');

    // Choosing the chosen tab again changes nothing.
    await userEvent.click(screen.getByRole('button', { name: 'dresses' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is one Tab stop on the chosen tab, and arrow keys, Home and End move between tabs', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'shop all' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'dresses' })).toHaveFocus();
    // Moving focus does not choose: the grid reloads only on Enter or Space.
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'tops' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'shop all' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'tops' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('tops');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'tops' })).toHaveFocus();
  });
});
