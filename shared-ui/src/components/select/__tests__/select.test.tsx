import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from '../select';
import { AccordionItem } from '../../accordion/accordion';

describe('Select', () => {
  it('is labelled, offers its options after the placeholder and reports the choice', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="Size"
        placeholder="Select size"
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: 's', label: 'S' },
          { value: 'm', label: 'M' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select size', 'S', 'M']);
    await userEvent.selectOptions(select, 'm');
    expect(onChange).toHaveBeenCalledWith('m');
  });
});

describe('AccordionItem', () => {
  it('opens and closes its panel from the header button', async () => {
    render(
      <AccordionItem title="Minimalism">
        <p>Fewer, better pieces.</p>
      </AccordionItem>,
    );
    const button = screen.getByRole('button', { name: 'Minimalism' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Fewer, better pieces.')).not.toBeVisible();
    expect(button.querySelector('svg')).toHaveStyle({ transform: 'rotate(0deg)' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Minimalism' })).toHaveTextContent('Fewer, better pieces.');
    // The chevron turns to point up while the panel is open.
    expect(button.querySelector('svg')).toHaveStyle({ transform: 'rotate(180deg)' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
