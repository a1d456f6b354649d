/**
 * The origin of the links and photos a mail (or a printed setup link) carries: the shop's public origin, else
 * this machine's API, as `npm start` serves it.
 */
export function shopOrigin(publicOrigin: string | undefined = process.env.PUBLIC_ORIGIN): string {
  return publicOrigin?.replace(/\/+$/, '') || `http://localhost:${process.env.PORT ?? 3000}`;
}
