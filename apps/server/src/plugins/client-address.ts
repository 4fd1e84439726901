import { isIPv6 } from 'node:net';

/**
 * The key a client address is counted under by the rate limits and sign-in throttling: an IPv4
 * address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6 address as its /64 network,
 * since one subscriber is usually given a whole /64 and could otherwise change address at every try.
 *
 * @example clientAddressKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
  return `${groups.slice(0, 4).join(':')}::/64`;
}
