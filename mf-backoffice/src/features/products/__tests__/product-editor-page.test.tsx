import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { StaffProduct } from 'contracts/staff';
import { staffHttp } from '../../../lib/staff-api';
import { renderPage } from '../../../test/render-page';
import { ProductEditorPage } from '../views/product-editor-page';

const api = new MockAdapter(staffHttp);
afterEach(() => api.reset());

const product: StaffProduct = {
  id: '100001',
  name: 'Linen wrap dress',
  description: 'A wrap dress in washed linen.',
  price: 49.9,
  category: 'dresses',
  fabric: 'linen',
  new: false,
  plusSize: false,
  finalSale: false,
  status: 'draft',
  version: 3,
  colors: [{ color: 'beige', image: [], sizes: [{ size: 's', quantity: 4, held: 1 }] }],
  updatedAt: '2026-11-27T10:00:00.000Z',
};
/** What the other member saved meanwhile: a new price. */
const theirs: StaffProduct = { ...product, price: 59, version: 4 };

function openEditor() {
  api.onGet('/staff/products/100001').reply(200, product);
  api.onGet('/staff/products/100001/photos').reply(200, { items: [] });
  return renderPage(<ProductEditorPage />, '/staff/products/100001', '/staff/products/:id');
}

async function changeNameAndSave() {
  const name = await screen.findByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Linen wrap dress, long');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('the product editor', () => {
  it('saves with the version it read', async () => {
    api.onPut('/staff/products/100001').reply(200, { ...product, name: 'Linen wrap dress, long', version: 4 });
    openEditor();
    await changeNameAndSave();
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(JSON.parse(api.history.put[0].data as string)).toMatchObject({
      name: 'Linen wrap dress, long',
      price: 49.9,
      version: 3,
    });
  });

  it('shows a stale save\'s 409 as "someone else saved this product", with what they changed beside mine', async () => {
    api.onPut('/staff/products/100001').reply(409, {
      error: 'This product was saved by someone else',
      changed: ['price'],
      current: theirs,
    });
    openEditor();
    await changeNameAndSave();
    const notice = await screen.findByText(/Someone else saved this product/);
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByText('Price')).toBeInTheDocument();
    expect(within(box).getByText(/Saved now: \$59\.00 · Yours: \$49\.90/)).toBeInTheDocument();
    expect(screen.queryByText(/^Saved\./)).not.toBeInTheDocument();
  });

  it('after a 409, "keep my changes" saves on top of the version saved meanwhile; nothing is lost silently', async () => {
    api
      .onPut('/staff/products/100001')
      .replyOnce(409, { error: 'stale', changed: ['price'], current: theirs })
      .onPut('/staff/products/100001')
      .replyOnce(200, { ...theirs, name: 'Linen wrap dress, long', version: 5 });
    openEditor();
    await changeNameAndSave();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my changes and save again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(api.history.put.map((put) => (JSON.parse(put.data as string) as { version: number }).version)).toEqual([
      3, 4,
    ]);
  });

  it('after a 409, "show their version" puts the saved values in the form', async () => {
    api.onPut('/staff/products/100001').reply(409, { error: 'stale', changed: ['price'], current: theirs });
    openEditor();
    await changeNameAndSave();
    await userEvent.click(await screen.findByRole('button', { name: 'Show their version' }));
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('59.00');
    expect(screen.getByLabelText('Name')).toHaveValue('Linen wrap dress');
  });

  it("shows the schema's price message before sending anything", async () => {
    openEditor();
    const price = await screen.findByLabelText('Price (USD)');
    await userEvent.clear(price);
    await userEvent.type(price, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Price can have at most two decimals')).toBeInTheDocument();
    expect(api.history.put).toHaveLength(0);
  });
});
