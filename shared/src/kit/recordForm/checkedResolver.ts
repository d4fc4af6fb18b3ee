import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Said above the buttons when a submit could not check the form: its checks' code did not arrive. */
export const CHECKS_UNAVAILABLE_MESSAGE = 'The form’s checks could not be loaded, so nothing was saved. Check your connection and save again: what you typed is kept.';

const UNAVAILABLE = 'checksUnavailable';

/**
 * A resolver that answers instead of rejecting. A `lazyResolver` rejects when its chunk fails to load
 * (offline, a deploy replaced the file); react-hook-form would let that rejection escape unhandled,
 * from a submit and from a field's check alike, and the person would see nothing happen. Here it
 * becomes a form-level error (`root.checksUnavailable`, on no field): a field's check shows nothing,
 * a submit saves nothing and the form says why (`checksUnavailable`). The lazy resolver forgot the
 * failed load, so the next check fetches it again (a shared entry such as `/schemas` too: the host's
 * `forgetFailedSharePlugin`).
 */
export function checkedResolver<Input extends FieldValues, Context, Output>(resolver: Resolver<Input, Context, Output>): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    try {
      return await resolver(values, context, options);
    } catch {
      // Under `root` by name: react-hook-form's type for a form-level error (`root.<name>`).
      const errors: FieldErrors<Input> = {};
      errors.root = { [UNAVAILABLE]: { type: UNAVAILABLE, message: CHECKS_UNAVAILABLE_MESSAGE } };
      return { values: {}, errors };
    }
  };
}

/** Whether a submit's errors are the checks not loading (rather than what was typed). */
export const checksUnavailable = <Input extends FieldValues>(errors: FieldErrors<Input>): boolean => errors.root?.[UNAVAILABLE] !== undefined;
