/** Every app calls the API on the page's own origin; dev servers proxy `/api` to the API process. */
export const API_BASE_PATH = '/api/v1';
