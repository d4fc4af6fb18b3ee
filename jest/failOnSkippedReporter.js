/**
 * Fails the run when any test was skipped, focused away (`.only` skips the rest of its file) or left
 * as a todo: a test that does not run proves nothing, and a green run must mean every test ran.
 */
class FailOnSkippedReporter {
  onRunComplete(_contexts, results) {
    const notRun = results.numPendingTests + results.numTodoTests;
    this.error = notRun > 0 ? new Error(`${notRun} test(s) were skipped, focused away or todo; every test must run.`) : undefined;
    if (this.error) console.error(`\n${this.error.message}\n`);
  }

  getLastError() {
    return this.error;
  }
}

module.exports = FailOnSkippedReporter;
