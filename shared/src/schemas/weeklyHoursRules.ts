// Weekdays and time arithmetic without zod: the kit's hours editor runs on them, and a page that
// only shows hours must not download the schema library.

/** Monday first, as a salon's week is written. Keys of every weekly-hours object. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const HOURS_LIMITS = { intervalsPerDayMax: 4 } as const;

/** Minutes since midnight, so intervals compare as numbers. */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
