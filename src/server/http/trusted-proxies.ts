import { isIP } from 'node:net';

/** Who may tell us the client's address and protocol: nobody, the nearest N hops, or proxies by address or network. */
export type TrustedProxies = false | number | string[];

/** proxy-addr's names for the loopback, link-local and private ranges. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

const trustEverything =
  '`true` would trust every X-Forwarded-For hop, so any client could choose its own address; write the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer) or their addresses or networks (e.g. TRUST_PROXY=10.0.0.0/8)';

function isAddressOrNetwork(entry: string): boolean {
  if (rangeNames.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  return version !== 0 && rest.length === 0 && /^\d{1,3}$/.test(prefix ?? '') && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; `true` is refused because it lets a forged X-Forwarded-For pick the client address. */
export function parseTrustedProxies(text: string): { value: TrustedProxies } | { problem: string } {
  const setting = text.trim();
  if (setting === 'true') return { problem: trustEverything };
  if (setting === 'false' || setting === '0') return { value: false };
  if (/^\d+$/.test(setting)) return { value: Number(setting) };
  const entries = setting.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isAddressOrNetwork(entry));
  if (invalid !== undefined) {
    return { problem: `"${invalid}" is not a number of hops, an IP address or a network such as 10.0.0.0/8` };
  }
  return { value: entries };
}

/**
 * Fastify's trustProxy for a setting. Fastify 5 reads a bare hop count as
 * "trust nothing" (it cannot check the peer's address), so a count becomes a
 * function trusting the nearest hops, counted as proxy-addr counts them: the
 * socket's peer is hop 0.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}
