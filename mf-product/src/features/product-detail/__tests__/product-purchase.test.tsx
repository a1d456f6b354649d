import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { bagItemsAtom, clearBag, onShopEvent, replaceBagItems } from 'shared-ui/state';
import { filterProducts } from 'shared-ui';
import { productAnswer } from './product-api';
import { dress } from './product-fixture';
import { renderProductPage } from './render-product-page';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  filterProducts: jest.fn(),
}));

const bagItems = () => getDefaultStore().get(bagItemsAtom);
const sizeSelect = () => screen.getByRole('combobox', { name: 'Size' });
const addButton = () => screen.getByRole('button', { name: /Add(ed)? to Cart/ });
const mainImage = () => screen.getByRole('img', { name: /^Linen Wrap Dress in/ });

async function openProduct(path = '/100001') {
  const view = renderProductPage(path);
  await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' });
  return view;
}

let bagOpened: jest.Mock;
let stopListening: () => void;

beforeEach(() => {
  productAnswer.mockReset().mockResolvedValue(dress);
  jest.mocked(filterProducts).mockReset().mockResolvedValue([]);
  clearBag();
  bagOpened = jest.fn();
  stopListening = onShopEvent('bag:open', bagOpened);
});

afterEach(() => stopListening());

describe('choosing a colour and a size', () => {
  it('lists only the sizes in stock for the chosen colour, each with its US range', async () => {
    await openProduct();
    const options = () =>
      within(sizeSelect())
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['Select size', 'S (US 0-4)', 'M (US 6-10)']);
    await userEvent.click(screen.getByRole('radio', { name: 'Beige' }));
    expect(options()).toEqual(['Select size', 'L (US 10-14)']);
  });

  it('marks the chosen colour and says when a colour has no size left', async () => {
    await openProduct();
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Black' }));
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Blue' })).not.toBeChecked();
    expect(sizeSelect()).toBeDisabled();
    expect(within(sizeSelect()).getByRole('option')).toHaveTextContent('Out of stock in this colour');
  });

  it("changing colour resets the size and shows that colour's first image", async () => {
    await openProduct();
    await userEvent.selectOptions(sizeSelect(), 'm');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(mainImage()).toHaveAttribute('src', '/api/images/products/100001/blue/3.svg');

    await userEvent.click(screen.getByRole('radio', { name: 'Beige' }));
    expect(sizeSelect()).toHaveValue('');
    expect(mainImage()).toHaveAttribute('src', '/api/images/products/100001/beige/1.svg');
    expect(addButton()).toBeDisabled();
  });

  it('mirrors the choice into ?color=&size= by replacing the history entry', async () => {
    const { address } = await openProduct('/100001?ref=mail');
    await userEvent.selectOptions(sizeSelect(), 's');
    expect(address()).toHaveTextContent('/100001?ref=mail&color=blue&size=s');
    expect(address()).toHaveAttribute('data-action', 'REPLACE');
    await userEvent.click(screen.getByRole('radio', { name: 'Beige' }));
    expect(address()).toHaveTextContent('/100001?ref=mail&color=beige');
    expect(address()).toHaveAttribute('data-action', 'REPLACE');
  });

  it('opens a shared link with its colour and size chosen', async () => {
    await openProduct('/100001?color=beige&size=l');
    expect(screen.getByRole('radio', { name: 'Beige' })).toBeChecked();
    expect(sizeSelect()).toHaveValue('l');
    expect(mainImage()).toHaveAttribute('src', '/api/images/products/100001/beige/1.svg');
    expect(addButton()).toBeEnabled();
  });

  it('ignores a colour or size in the address that the product does not have', async () => {
    await openProduct('/100001?color=red&size=2x');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(sizeSelect()).toHaveValue('');
    expect(addButton()).toBeDisabled();
  });
});

describe('Add to Cart', () => {
  it('stays disabled, showing the price, until a size is chosen', async () => {
    await openProduct();
    expect(addButton()).toHaveAccessibleName('Add to Cart · $129.50');
    expect(addButton()).toBeDisabled();
    await userEvent.click(addButton());
    expect(bagItems()).toEqual([]);
    await userEvent.selectOptions(sizeSelect(), 'm');
    expect(addButton()).toBeEnabled();
  });

  it('adds the product, colour and size with quantity 1, says "Added to Cart" and opens the mini bag', async () => {
    await openProduct();
    await userEvent.selectOptions(sizeSelect(), 'm');
    await userEvent.click(addButton());
    expect(bagItems()).toEqual(['100001/blue/m/1']);
    expect(addButton()).toHaveAccessibleName('Added to Cart');
    expect(addButton()).toBeDisabled();
    expect(bagOpened).toHaveBeenCalledTimes(1);
    expect(bagOpened).toHaveBeenCalledWith({ source: 'mf-product' });
    expect(screen.getByText('Linen Wrap Dress was added to your bag.')).toBeInTheDocument();
  });

  it('shows "Added to Cart" and changes nothing when that line is already in the bag', async () => {
    replaceBagItems(['100001/blue/m/1', '100002/red/s/2']);
    await openProduct('/100001?color=blue&size=m');
    expect(addButton()).toHaveAccessibleName('Added to Cart');
    await userEvent.click(addButton());
    expect(bagItems()).toEqual(['100001/blue/m/1', '100002/red/s/2']);
    expect(bagOpened).not.toHaveBeenCalled();
  });

  it('names its line and its note for the hydration gate while the line can be added, and not once it is in', async () => {
    await openProduct('/100001?color=blue&size=m');
    expect(addButton()).toHaveAttribute('data-early-add', '100001/blue/m/1');
    expect(addButton()).toHaveAttribute('data-early-add-note', 'Linen Wrap Dress was added to your bag.');
    await userEvent.click(addButton());
    expect(addButton()).not.toHaveAttribute('data-early-add');
  });

  it('offers Add to Cart again for another size of the same colour', async () => {
    replaceBagItems(['100001/blue/m/1']);
    await openProduct('/100001?color=blue&size=s');
    await userEvent.click(addButton());
    expect(bagItems()).toEqual(['100001/blue/m/1', '100001/blue/s/1']);
  });
});

describe('the gallery', () => {
  it('changes the image with the thumbnails and the previous/next buttons, wrapping around', async () => {
    await openProduct();
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(mainImage()).toHaveAccessibleName('Linen Wrap Dress in blue, image 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('src', '/api/images/products/100001/blue/1.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage()).toHaveAttribute('src', '/api/images/products/100001/blue/3.svg');
  });

  it('moves by one image on a swipe longer than 50 px, and not on a shorter one', async () => {
    await openProduct();
    const stage = mainImage().parentElement!;
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: fromX }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: toX }] });
    };
    swipe(300, 260);
    expect(mainImage()).toHaveAttribute('src', '/api/images/products/100001/blue/1.svg');
    swipe(300, 200);
    expect(mainImage()).toHaveAttribute('src', '/api/images/products/100001/blue/2.svg');
    swipe(100, 200);
    expect(mainImage()).toHaveAttribute('src', '/api/images/products/100001/blue/1.svg');
  });

  it('works from the keyboard', async () => {
    await openProduct();
    screen.getByRole('button', { name: 'Show image 2 of 3' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(mainImage()).toHaveAttribute('src', '/api/images/products/100001/blue/2.svg');
  });
});

describe('the dialogs', () => {
  it('"Size Guide" shows bust, waist and hips per size in inches and centimetres', async () => {
    await openProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Size Guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Size Guide' });
    const inches = within(dialog).getByRole('table', { name: 'Inches' });
    const centimetres = within(dialog).getByRole('table', { name: 'Centimetres' });
    const row = (table: HTMLElement, size: RegExp) =>
      within(within(table).getByRole('rowheader', { name: size }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row(inches, /^S /)).toEqual(['32-34', '24-26', '34-36']);
    expect(row(inches, /^3X /)).toEqual(['52-54', '46-48', '54-56']);
    expect(row(centimetres, /^S /)).toEqual(['81-86', '61-66', '86-91']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Easy Return" states the return terms and links to /returnsRefunds', async () => {
    const { address } = await openProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Easy Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Easy Return' });
    expect(dialog).toHaveTextContent('30 days');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Read our Returns & Refunds policy' }));
    expect(address()).toHaveTextContent('/returnsRefunds');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('final sale', () => {
  it('says a final-sale item cannot be returned, and says nothing for the others', async () => {
    await openProduct();
    expect(screen.queryByTestId('final-sale')).not.toBeInTheDocument();
    productAnswer.mockResolvedValue({ ...dress, id: '100004', finalSale: true });
    renderProductPage('/100004');
    expect(await screen.findByTestId('final-sale')).toHaveTextContent(
      'Final sale: this item cannot be returned or refunded.',
    );
  });
});
