/** The carriers' public tracking pages; an unknown carrier gets a web search for its number. */
const TRACKING_PAGES: Record<string, string> = {
  'nova poshta': 'https://tracking.novaposhta.ua/#/uk/chat/messages?tracking=',
  ukrposhta: 'https://track.ukrposhta.ua/tracking_UA.html?barcode=',
  meest: 'https://t.meest-group.com/int/',
  'dhl express': 'https://www.dhl.com/ua-en/home/tracking.html?tracking-id=',
};

/** The page where the shopper follows her parcel (the shipping mail's and the order page's link). */
export function trackingUrl(carrier: string, trackingNumber: string): string {
  const page = TRACKING_PAGES[carrier.trim().toLowerCase()];
  const number = encodeURIComponent(trackingNumber.trim());
  return page ? `${page}${number}` : `https://www.google.com/search?q=${encodeURIComponent(carrier)}+${number}`;
}
