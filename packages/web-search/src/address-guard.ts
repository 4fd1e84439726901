import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a server never fetches from for a user: loopback, private networks, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, unspecified, multicast and reserved ranges, in
 * IPv4 and IPv6 (IPv4-mapped IPv6 included). The same ranges as the knowledge bases' web pages
 * (`apps/server/src/knowledge/fetch-web-page.ts`).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one we refuse to fetch from (anything that is not an IP counts as private). @public */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ? PRIVATE.check(mapped[1], 'ipv4') : PRIVATE.check(address, 'ipv6');
}

/**
 * A DNS lookup that refuses private addresses at connect time: the address checked is the one the
 * socket connects to, so a name that resolves differently on a second look (DNS rebinding) gains
 * nothing. `refused` makes the error the socket fails with (the server's knowledge bases use
 * their catalogue error).
 * @public
 */
export function guardedLookup(allowPrivate: boolean, refused: () => Error): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const allowed = addresses.filter((entry) => allowPrivate || !isPrivateAddress(entry.address));
      const first = allowed[0];
      if (!first) return callback(refused(), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, first.address, first.family);
    });
  };
}
