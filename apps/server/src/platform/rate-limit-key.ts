import { normalizeIP } from '@fastify/rate-limit';

/** How many addresses the key cache holds before it starts again (a few hundred kilobytes). */
const addressKeysHeld = 10_000;

/**
 * The per-address limit's key for a client address: the address itself, an IPv6 one widened to its /64 (one
 * subscriber's network: a phone on a carrier's IPv6 gets a new address within its prefix at will), exactly as
 * @fastify/rate-limit's default key does. That default parses an IPv6 address twice with a general-purpose library
 * on every request, 12–13 µs each time here (2 % of the app's CPU per reseller API call from an IPv6 client in
 * bench:h2h's V8 profile): the keys of the addresses seen lately are kept, so a client's later requests cost a map
 * lookup. The cache starts again when full, which bounds its memory whatever addresses arrive.
 */
export function createAddressKeys(capacity = addressKeysHeld): (address: string) => string {
  const keys = new Map<string, string>();
  return (address) => {
    let key = keys.get(address);
    if (key === undefined) {
      key = normalizeIP(address);
      if (keys.size >= capacity) keys.clear();
      keys.set(address, key);
    }
    return key;
  };
}
