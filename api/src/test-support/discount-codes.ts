import { kyivLocalTime } from 'contracts/staff';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `offsetMs` from now in Kyiv's local time, as the discount code form takes it ("2026-12-01T10:00"). */
export const kyivFromNow = (offsetMs: number) => kyivLocalTime(new Date(Date.now() + offsetMs));

/**
 * The back office's discount code form for `code`: 10 % off the whole bag, for everyone, valid from yesterday for a
 * week; `overrides` change any field.
 */
export const discountCodeForm = (code: string, overrides: object = {}) => ({
  code,
  kind: 'percent',
  percent: '10',
  scope: 'bag',
  startsAt: kyivFromNow(-DAY_MS),
  endsAt: kyivFromNow(7 * DAY_MS),
  audience: 'everyone',
  ...overrides,
});
