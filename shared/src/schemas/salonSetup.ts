/** The steps a new salon takes before its first booking, as the dashboard's summary reports them. */
export interface SalonSetupSteps {
  openingHours: boolean;
  service: boolean;
  bookableEmployee: boolean;
}

/**
 * Every step done: the salon can take a booking. One rule for both sides, without zod: the dashboard
 * drops its checklist on it, and the API picks the usual page for `/` on it (the first day's otherwise).
 */
export const salonCanTakeBookings = (setup: SalonSetupSteps): boolean => setup.openingHours && setup.service && setup.bookableEmployee;
