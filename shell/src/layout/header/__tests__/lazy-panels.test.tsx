import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../header';
import { renderInShell } from '../../../test-utils/render-in-shell';

// The search panel's chunk cannot be fetched (offline, or a deploy removed it): its import rejects.
jest.mock('../../search/search-panel', () => {
  throw new Error('Loading chunk search-panel failed');
});

describe('lazy header panels', () => {
  it('closes a panel whose code failed to load and keeps the header and the other panels working', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderInShell(<Header />);
    const searchButton = screen.getByRole('button', { name: 'Open search' });
    await userEvent.click(searchButton);

    await waitFor(() => expect(searchButton).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByTestId('page-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vesna, home' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[shell] a header panel failed to load', expect.anything());

    await userEvent.click(screen.getByRole('button', { name: /Shopping bag/ }));
    expect(await screen.findByRole('dialog', { name: 'Shopping Bag' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
