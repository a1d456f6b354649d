// The shop's contact details and service times (spec, section 9): one place for every remote and the API,
// so a new phone number is one edit.
export const SHOP_EMAIL = 'hello@vesna.com.ua';
export const SHOP_PHONE = '+380 44 235 17 40';
/** The phone number as a tel: link target (no spaces). */
export const SHOP_PHONE_HREF = `tel:${SHOP_PHONE.replace(/\s/g, '')}`;

export const STORE_ADDRESS = {
  street: '25 Yaroslaviv Val St',
  city: 'Kyiv',
  postalCode: '01034',
  country: 'Ukraine',
};

/** Opening hours of the Kyiv store (spec, section 9). */
export const STORE_HOURS: ReadonlyArray<{ days: string; hours: string }> = [
  { days: 'Monday to Friday', hours: '10:00-19:00' },
  { days: 'Saturday', hours: '10:00-18:00' },
  { days: 'Sunday', hours: 'Closed' },
];

/** How long an order takes to leave us and how soon we answer (spec, section 9). */
export const PROCESSING_TIME = '1-2 business days';
export const RETURN_WINDOW_DAYS = 30;
export const REFUND_PROCESSING_TIME = '7-10 business days';
