/** The business card's heading over the status bars, loaded or loading (and the list's name). */
export const TODAY_BY_STATUS_TITLE = 'Today’s bookings by status';
