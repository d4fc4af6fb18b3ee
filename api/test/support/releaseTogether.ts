/**
 * Starts every call only once all of them are prepared (their bodies built, their closures made),
 * then lets them go in the same turn of the event loop, so none gets a head start on the others.
 * Resolves with the results in the order of `calls`.
 */
export async function releaseTogether<T>(calls: ReadonlyArray<() => Promise<T>>): Promise<T[]> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const running = calls.map(async (call) => {
    await gate;
    return call();
  });
  release();
  return Promise.all(running);
}
