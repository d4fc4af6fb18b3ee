import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// `npm test` runs these beside the browser suite on two cores: a state that takes 50 ms alone can
// take seconds there. Waits stay waits for a state; only their bound grows (the default is 1 s).
configure({ asyncUtilTimeout: 5_000 });

/** What fakeHttp (shared/src/testing) leaves on the global object: the calls no handler answered. */
const fakeHttpLeftovers = globalThis as { __unexpectedHttpCalls?: string[] };

afterEach(() => {
  localStorage.clear();
  const calls = fakeHttpLeftovers.__unexpectedHttpCalls?.splice(0) ?? [];
  if (calls.length > 0) {
    throw new Error(`The test made HTTP calls it did not declare (give each a handler with fakeHttp().on):\n${calls.map((call) => `  ${call}`).join('\n')}`);
  }
});
