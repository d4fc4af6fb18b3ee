import '@testing-library/jest-dom';

/** What fakeHttp (shared/src/testing) leaves on the global object: the calls no handler answered. */
const fakeHttpLeftovers = globalThis as { __unexpectedHttpCalls?: string[] };

afterEach(() => {
  localStorage.clear();
  const calls = fakeHttpLeftovers.__unexpectedHttpCalls?.splice(0) ?? [];
  if (calls.length > 0) {
    throw new Error(`The test made HTTP calls it did not declare (give each a handler with fakeHttp().on):\n${calls.map((call) => `  ${call}`).join('\n')}`);
  }
});
