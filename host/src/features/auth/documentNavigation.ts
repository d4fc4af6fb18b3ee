let leaving = false;

/**
 * Leaves the current page for `href` with a full page load, replacing the history entry. The
 * sign-in page and the signed-in shell are two separate bundles (docs/performance.md), so moving
 * between them is a document navigation, never a router one. Only the first call counts: signing
 * out sends the visitor to the sign-in page, and the guard, seeing the token gone a moment later,
 * must not turn that into "sign in to come back here".
 */
export function leaveFor(href: string): void {
  if (leaving) return;
  leaving = true;
  window.location.replace(href);
}
