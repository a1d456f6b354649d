import { kyivLocalToUtc, kyivLocalTime } from '../kyiv-time';
describe('Kyiv wall-clock times', () => {
  it('reads winter (UTC+2) and summer (UTC+3) times', () => {
    expect(kyivLocalToUtc('2026-12-01T10:00')).toBe('2026-12-01T08:00:00.000Z');
    expect(kyivLocalToUtc('2026-07-01T10:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(kyivLocalTime('2026-07-01T07:00:00.000Z')).toBe('2026-07-01T10:00');
    expect(kyivLocalTime('2026-12-31T22:30:00.000Z')).toBe('2027-01-01T00:30');
  });
  it('refuses what is not a time', () => {
    expect(kyivLocalToUtc('2026-02-30T10:00')).toBeNull();
    expect(kyivLocalToUtc('tomorrow')).toBeNull();
  });
});
