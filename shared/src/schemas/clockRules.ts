/** The salon's clock: how every page writes a time of day and how every time box reads one. */
export const SALON_CLOCKS = ['24h', '12h'] as const;
export type SalonClock = (typeof SALON_CLOCKS)[number];

/** Salons saved before they could choose, and any page before the contact record arrives. */
export const DEFAULT_CLOCK: SalonClock = '24h';
