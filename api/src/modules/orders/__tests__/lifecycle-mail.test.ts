import type { Order } from 'contracts';
import { orderStepMail } from '../lifecycle-mail';

// Issue 34: a shipment's mail names the order and carries the carrier's tracking page, in both parts of the mail.
const order = { number: '100042', email: 'olena@example.com' } as Order;
const NOVA_POSHTA = 'https://tracking.novaposhta.ua/#/uk/chat/messages?tracking=20450000000001';

describe("a shipment's mail", () => {
  it('of part of the order: its lines, the number, the tracking number and link, and that the rest follows', () => {
    const mail = orderStepMail(order, {
      kind: 'shipped',
      carrier: 'Nova Poshta',
      trackingNumber: '20450000000001',
      lines: ['1 × Linen dress', '1 × Silk blouse'],
      complete: false,
    });
    expect(mail.to).toBe('olena@example.com');
    expect(mail.subject).toBe('Part of your Vesna order 100042 is on its way');
    expect(mail.text).toContain(
      'Part of your order 100042 has left us with Nova Poshta: 1 × Linen dress, 1 × Silk blouse. The rest follows in another parcel.',
    );
    expect(mail.text).toContain('Tracking number: 20450000000001');
    expect(mail.text).toContain(`Follow your parcel: ${NOVA_POSHTA}`);
    expect(mail.html).toContain(`<p><a href="${NOVA_POSHTA}">Follow your parcel with Nova Poshta</a></p>`);
  });

  it('of the last lines says the order is on its way', () => {
    const mail = orderStepMail(order, {
      kind: 'shipped',
      carrier: 'Meest',
      trackingNumber: 'MEEST-1',
      lines: ['1 × Wool skirt'],
      complete: true,
    });
    expect(mail.subject).toBe('Your Vesna order 100042 is on its way');
    expect(mail.text).toContain('https://t.meest-group.com/int/MEEST-1');
  });

  it("of an exchange's replacement names the exchange and the order, with the link escaped in the HTML", () => {
    const mail = orderStepMail(order, {
      kind: 'exchange-shipped',
      returnNumber: 'R500002',
      carrier: 'Pack & Go',
      trackingNumber: 'PG 7',
    });
    expect(mail.subject).toBe('Your exchange R500002 is on its way');
    expect(mail.text).toContain('The replacement of exchange R500002 (order 100042) has left us with Pack & Go.');
    expect(mail.text).toContain('Follow your parcel: https://www.google.com/search?q=Pack%20%26%20Go+PG%207');
    expect(mail.html).toContain(
      '<a href="https://www.google.com/search?q=Pack%20%26%20Go+PG%207">Follow your parcel with Pack &amp; Go</a>',
    );
  });

  it('is the only kind with a tracking link', () => {
    const mail = orderStepMail(order, { kind: 'delivered' });
    expect(mail.text).not.toContain('Follow your parcel');
    expect(mail.html).not.toContain('<a ');
  });
});
