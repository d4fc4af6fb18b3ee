/**
 * What a record form saves through: the result of react-query's `useMutation(...)`, or anything
 * shaped like it. The form never learns where its mutation comes from.
 */
export interface SaveMutation<Variables, Saved> {
  mutateAsync: (variables: Variables) => Promise<Saved>;
  isPending: boolean;
}

/** What a successful save asks the form to do once it has reset itself (navigate, close). */
export type AfterSave = (() => void) | void;

/** The success toast of a save; `null` for a save that says nothing. */
export interface SavedToast {
  summary: string;
  detail?: string;
}
