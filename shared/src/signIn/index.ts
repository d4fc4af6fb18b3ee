/**
 * `@nail-or-never/shared/signIn`: the one sign-in form, used by the host's sign-in page and by
 * every remote's standalone dev page. An entry of its own, so the sign-in page (built without
 * federation) takes only the form, and signed-in pages never download it.
 */
export { SignInForm, type SignInFormProps } from './SignInForm';
// The prerendered sign-in page's inline script that holds a submission made before hydration (3.8.0).
export { EARLY_SUBMIT_CAPTURE } from './earlySubmit';
