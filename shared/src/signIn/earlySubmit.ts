/*
 * A sign-in form painted from prerendered HTML can be submitted before its script has arrived
 * (Enter in a field, a click on "Sign in"). The browser would then send the form itself: a GET to the
 * page's own URL with the password in the query string. The page's HTML therefore carries a tiny
 * inline script (EARLY_SUBMIT_CAPTURE, allowed by the Content-Security-Policy through its hash like
 * every inline script of the host's pages) that stops such a submission and marks the form; once
 * React has taken the form over, the form finds the mark and submits once, with what was typed.
 */

/** Set on a `<form>` whose submission was stopped before React took it over. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/**
 * The capture script's source, for the page's HTML. A bubbling listener on the document: once React
 * has hydrated, its own submit handler (on the root, below the document) has already prevented the
 * default, so the script stands aside and the form's handler alone submits.
 */
export const EARLY_SUBMIT_CAPTURE = `document.addEventListener('submit',function(e){if(e.defaultPrevented)return;e.preventDefault();e.target.setAttribute('${EARLY_SUBMIT_ATTRIBUTE}','')});`;

/** Whether the form was submitted before React took it over; clears the mark, so it is taken once. */
export function takeEarlySubmit(form: HTMLFormElement | null): boolean {
  if (!form?.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)) return false;
  form.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
  return true;
}
