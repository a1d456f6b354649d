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
/** The newsletter's birthday offer (spec section 9): 15 % off one order from 7 days before to 7 days after. */
export const BIRTHDAY_DISCOUNT_PERCENT = 15;
export const BIRTHDAY_WINDOW_DAYS = 7;
export const BIRTHDAY_DISCOUNT_LABEL = `Birthday discount (${BIRTHDAY_DISCOUNT_PERCENT} %)`;

/** The store's clock: opening hours and "Open now" are the Kyiv store's, wherever the shopper is. */
export const STORE_TIME_ZONE = 'Europe/Kyiv';

/**
 * The same hours as STORE_HOURS, one entry per weekday (index as Date.prototype.getDay(): Sunday first),
 * for the visit-us page's table and its "Open now": opening and closing time as "HH:MM", null when closed.
 */
export const STORE_WEEK_HOURS: ReadonlyArray<{ day: string; hours: { opens: string; closes: string } | null }> = [
  { day: 'Sunday', hours: null },
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
    day,
    hours: { opens: '10:00', closes: '19:00' },
  })),
  { day: 'Saturday', hours: { opens: '10:00', closes: '18:00' } },
];

/** Where the store is on the map (WGS 84), for the OpenStreetMap link and an embedded map. */
export const STORE_LOCATION = { latitude: 50.4503, longitude: 30.5101 };

/** The store's location on openstreetmap.org, with a marker, at street level. */
export const STORE_OPENSTREETMAP_URL =
  `https://www.openstreetmap.org/?mlat=${STORE_LOCATION.latitude}&mlon=${STORE_LOCATION.longitude}` +
  `#map=17/${STORE_LOCATION.latitude}/${STORE_LOCATION.longitude}`;
