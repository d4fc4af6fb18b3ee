import { jsonWholeNumberFromOne, wholeNumberFromOne } from './wholeNumbers';

/**
 * An id a person picks from a list (a service, an employee, a group): whatever is wrong with it,
 * nothing was picked, and the one thing to say is what to choose. Not in the schemas entry's
 * exports (its contract stays as it is): the forms reach these through the schemas built on them.
 */
const choiceMessages = (message: string) => ({ notNumber: message, notWhole: message, tooSmall: message });

/** A picked id in a JSON body. */
export const jsonChoiceIdSchema = (message: string) => jsonWholeNumberFromOne(choiceMessages(message));

/** A picked id in a multipart field or a query. */
export const choiceIdSchema = (message: string) => wholeNumberFromOne(choiceMessages(message));
