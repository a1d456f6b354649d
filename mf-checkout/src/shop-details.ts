// The shop's contact details for the order outcome pages. mf-content keeps the same values for its
// help pages; both should move to contracts when a third remote needs them.
export const SHOP_EMAIL = 'hello@vesna.com.ua';
export const SHOP_PHONE = '+380 44 235 17 40';
/** The phone number as a tel: link target (no spaces). */
export const SHOP_PHONE_HREF = `tel:${SHOP_PHONE.replace(/\s/g, '')}`;
