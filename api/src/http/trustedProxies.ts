import { BlockList, isIP } from 'node:net';

/** One trusted proxy: a single address or a CIDR range. */
export interface ProxyRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

const EXAMPLE = 'e.g. 10.0.0.0/8,127.0.0.1';
const LIST_EXPECTED = `must list the load balancer's addresses or CIDR ranges, separated by commas (${EXAMPLE})`;

/**
 * Reads TRUST_PROXY. A bare "1" used to trust every peer, which lets any client name its own address
 * in X-Forwarded-For and so walk around the request and sign-in limits: it is refused, as is a /0
 * range, which means the same. Returns the ranges, or the sentence saying what is wrong.
 */
export function parseTrustedProxies(value: string): ProxyRange[] | string {
  const text = value.trim();
  if (text === '' || text === '0' || text === 'false') return [];
  if (text === '1' || text === 'true') return `${LIST_EXPECTED}; "${text}" would trust every client to name its own address`;
  const ranges: ProxyRange[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const range = parseRange(entry);
    if (range === null) return `${LIST_EXPECTED}; "${entry}" is not an address or a CIDR range`;
    if (range.prefix === 0) return `${LIST_EXPECTED}; "${entry}" would trust every client to name its own address`;
    ranges.push(range);
  }
  return ranges;
}

function parseRange(entry: string): ProxyRange | null {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const bits = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: bits, family };
  if (!/^[0-9]{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { address, prefix: Number(prefixText), family };
}

/** Whether a peer address is one of the trusted proxies (used for X-Forwarded-For and X-Request-Id alike). */
export function proxyTrust(ranges: readonly ProxyRange[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
  // BlockList also matches an IPv4 peer of a dual-stack socket, which Node reports as ::ffff:a.b.c.d.
  // Hops of X-Forwarded-For reach this too, whatever the client wrote: BlockList answers false to text
  // that is not an address.
  return (address) => address !== undefined && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}
