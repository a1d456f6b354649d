/** Tax charged on the bag subtotal (10%); shipping is always free. */
export const TAX_RATE = 0.1;
/** Currency of every price and of the payment. */
export const CURRENCY = 'usd';
