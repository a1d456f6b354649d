import { SHOP_EMAIL, SHOP_PHONE, SHOP_PHONE_HREF } from 'contracts';

/** The shop's e-mail address as a mailto link, optionally with a prefilled subject. */
export function EmailLink({ subject }: { subject?: string }) {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${SHOP_EMAIL}${query}`}>{SHOP_EMAIL}</a>;
}

/** The shop's phone number as a tel link, so it can be tapped on a phone. */
export function PhoneLink() {
  return <a href={SHOP_PHONE_HREF}>{SHOP_PHONE}</a>;
}
