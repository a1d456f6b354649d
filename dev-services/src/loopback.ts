/**
 * Whether a socket's remote address is this machine's loopback interface: 127.0.0.0/8, ::1, or an
 * IPv4 loopback address mapped into IPv6 (::ffff:127.x.y.z, how a dual-stack socket reports it).
 * The development identity provider answers only these. The API has the same check for its own
 * development pages (api/src/security/loopback.ts); the packages share no code but contracts.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return v4.split('.').every((part) => Number(part) <= 255);
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}
