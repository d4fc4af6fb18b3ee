/** `GET /api/v1/events`, the live updates' stream: open for as long as a page is signed in, by design. */
export const isLiveStream = (url: string): boolean => /\/api\/v1\/events(\?|$)/.test(url);
