/** A refusal or failure an operator can act on: printed as one sentence, never with a stack trace. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}
