import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Button } from '../button';
import { ButtonLink } from '../../button-link/button-link';
import { IconButton } from '../../icon-button/icon-button';
import { CloseIcon } from '../../icons/icons';

describe('Button', () => {
  it('is a button named by its text that does not submit forms unless asked', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Load More</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Load More' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a form when type="submit"', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Register Now</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading, so a second click does nothing', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Sending...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('is a link to its target', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/newIn">New In</ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'New In' })).toHaveAttribute('href', '/newIn');
  });
});

describe('IconButton', () => {
  it('takes its accessible name from the label and hides the icon', () => {
    const { container } = render(
      <IconButton label="Close search">
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close search' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a count badge only when the count is above zero', () => {
    const { rerender } = render(
      <IconButton label="Bag, 0 items" badgeCount={0}>
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.queryByTestId('icon-button-badge')).not.toBeInTheDocument();
    rerender(
      <IconButton label="Bag, 3 items" badgeCount={3}>
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByTestId('icon-button-badge')).toHaveTextContent('3');
  });
});
