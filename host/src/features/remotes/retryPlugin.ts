import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Transient network failures (a dropped connection while fetching a remote's manifest or entry
 * script) are retried by the federation runtime before a section shows its error panel.
 */
export default function retryPlugin() {
  return RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 500 } });
}
