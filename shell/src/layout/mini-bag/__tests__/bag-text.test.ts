import { droppedText } from '../bag-text';

describe('droppedText', () => {
  it('names the products the shop still sells when every dropped line has one', () => {
    expect(droppedText(['100001/red/s/1'], { '100001/red/s/1': 'Cotton Slip Dress' })).toBe(
      'Cotton Slip Dress is no longer available in the colour and size you chose.',
    );
    expect(
      droppedText(['100001/red/s/1', '100002/blue/m/1', '100001/red/m/1'], {
        '100001/red/s/1': 'Cotton Slip Dress',
        '100001/red/m/1': 'Cotton Slip Dress',
        '100002/blue/m/1': 'Silk Boxy Tee',
      }),
    ).toBe('Cotton Slip Dress and Silk Boxy Tee are no longer available in the colour and size you chose.');
  });

  it('counts instead when a dropped line has no product to name', () => {
    expect(droppedText(['100001/red/s/1', '999999/blue/m/1'], { '100001/red/s/1': 'Cotton Slip Dress' })).toBe(
      '2 items in your bag are no longer available and are not shown.',
    );
    expect(droppedText(['999999/blue/m/1'])).toBe('1 item in your bag is no longer available and is not shown.');
  });
});
