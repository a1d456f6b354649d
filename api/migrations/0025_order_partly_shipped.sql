-- Issue 34: an order of which some lines left in a parcel, not all, has a status of its own, 'partly-shipped'
-- (paid → partly-shipped → shipped), so the shopper's Orders tab and the back office's list say so. Plain
-- PostgreSQL dialect: runs on PGlite and PostgreSQL 15+.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'partly-shipped', 'shipped', 'delivered', 'cancelled'));

-- Orders partly shipped before: paid, with a first parcel (orders.shipped_at is its day) and a line still here.
UPDATE orders o SET status = 'partly-shipped'
 WHERE o.status = 'paid' AND o.shipped_at IS NOT NULL
   AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id
                AND NOT EXISTS (SELECT 1 FROM order_shipment_lines sl
                                 WHERE sl.order_id = l.order_id AND sl.line_no = l.line_no));
