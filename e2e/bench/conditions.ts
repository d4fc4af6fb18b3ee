import type { CDPSession } from '@playwright/test';

export type ConditionName = 'unthrottled' | 'slow';

export interface BenchCondition {
  name: ConditionName;
  label: string;
  cpuSlowdown: number;
  network: { latencyMs: number; downloadBitsPerSecond: number; uploadBitsPerSecond: number } | null;
}

export const CONDITIONS: readonly BenchCondition[] = [
  { name: 'unthrottled', label: 'unthrottled', cpuSlowdown: 1, network: null },
  {
    name: 'slow',
    label: '4× CPU, 4G',
    cpuSlowdown: 4,
    // A good 4G link: 20 ms round trip, 9 Mbit/s down, 1.5 Mbit/s up.
    network: { latencyMs: 20, downloadBitsPerSecond: 9_000_000, uploadBitsPerSecond: 1_500_000 },
  },
];

/** Applies the condition to one page through DevTools; must run before the navigation it should slow. */
export async function applyCondition(session: CDPSession, condition: BenchCondition): Promise<void> {
  await session.send('Network.enable');
  await session.send('Emulation.setCPUThrottlingRate', { rate: condition.cpuSlowdown });
  if (condition.network !== null) {
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: condition.network.latencyMs,
      downloadThroughput: condition.network.downloadBitsPerSecond / 8,
      uploadThroughput: condition.network.uploadBitsPerSecond / 8,
    });
  }
}
