import { kyivLocalTime } from 'contracts/staff';

/** "2026-12-01 10:00": a stored (UTC) time on the shop's clock, as staff enter it. */
export const kyivTimeText = (iso: string) => kyivLocalTime(iso).replace('T', ' ');
