/** Delays of the spec (section 9), in milliseconds. */
export const TIMINGS = {
  searchDebounceMs: 500,
  headerScrollDebounceMs: 100,
  backToTopDebounceMs: 500,
  /** How long the "Login unsuccessful" toast stays. */
  loginToastMs: 6000,
  /** Contact and feedback success/error notices. */
  noticeMs: 4000,
} as const;

export const THRESHOLDS = {
  /** The header gains a shadow after scrolling this far. */
  headerShadowPx: 150,
  /** The back-to-top button appears beyond this many window heights. */
  backToTopViewports: 2,
  /** A horizontal swipe longer than this moves the weekday carousel by one. */
  swipePx: 50,
  /** Desktop carousel arrows scroll by this much. */
  carouselStepPx: 150,
} as const;

/** Limits shared by the schemas, the product page and the bag (spec sections 5 and 9). */
export const LIMITS = {
  nameMin: 2,
  nameMax: 25,
  passwordMin: 8,
  passwordMax: 30,
  /** The longest e-mail address a mail server accepts (RFC 5321's path limit, less the angle brackets). */
  emailMax: 254,
  /** One-line text of the address and contact forms (city, street, company, order number...). */
  lineMax: 100,
  /** The contact form's message. */
  messageMax: 5000,
  /** A product feedback's text (this keeps one entry from filling a page). */
  feedbackMax: 2000,
  phoneDigits: 10,
  cardNumberDigits: 16,
  cvvDigits: 3,
  ratingMin: 1,
  ratingMax: 5,
  quantityMin: 1,
  /** The wish list shows "Clear All" only above this many items. */
  wishlistClearAllAbove: 3,
  /** The feedback list scrolls from this many entries. */
  feedbackScrollFrom: 3,
} as const;
