/*
 * A sign-in form painted from prerendered HTML can be submitted before its script has arrived
 * (Enter in a field, a click on "Sign in"). The browser would then send the form itself: a GET to the
 * page's own URL with the password in the query string. The page's HTML therefore carries a tiny
 * inline script (EARLY_SUBMIT_CAPTURE, allowed by the Content-Security-Policy through its hash like
 * every inline script of the host's pages) that stops such a submission and marks the form; once
 * React has taken the form over, the form finds the mark and submits once, with what was typed.
 * The mark is a property of the form element, not an attribute: React compares the attributes of
 * the HTML it hydrates with its own (a development build reports an extra one), never properties.
 */

/** Set to `true` on a `<form>` element whose submission was stopped before React took it over. */
export const EARLY_SUBMIT_PROPERTY = '__earlySubmit';

type MarkedForm = HTMLFormElement & { [EARLY_SUBMIT_PROPERTY]?: boolean };

/**
 * The capture script's source, for the page's HTML. A bubbling listener on the document: once React
 * has hydrated, its own submit handler (on the root, below the document) has already prevented the
 * default, so the script stands aside and the form's handler alone submits.
 */
export const EARLY_SUBMIT_CAPTURE = `document.addEventListener('submit',function(e){if(e.defaultPrevented)return;e.preventDefault();e.target.${EARLY_SUBMIT_PROPERTY}=true});`;

/** Whether the form was submitted before React took it over; clears the mark, so it is taken once. */
export function takeEarlySubmit(form: HTMLFormElement | null): boolean {
  const marked = form as MarkedForm | null;
  if (marked?.[EARLY_SUBMIT_PROPERTY] !== true) return false;
  delete marked[EARLY_SUBMIT_PROPERTY];
  return true;
}
