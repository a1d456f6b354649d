/** Modiweek days in banner order, Sunday first (the index matches Date.prototype.getDay()). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export type Weekday = (typeof WEEKDAYS)[number];
