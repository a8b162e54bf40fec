import net from 'node:net';
import { z } from 'zod';

/** The range names @fastify/proxy-addr expands (Fastify's `trustProxy` takes them too). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Why an entry cannot be trusted, or null for an address, a CIDR or a range name. */
function problemWith(entry: string): string | null {
  if (RANGE_NAMES.has(entry)) return null;
  if (/^(true|false|yes|no|on|off|\*)$/i.test(entry)) {
    return 'trusting every client would let anyone pick its address: name the proxy (an address, a CIDR or loopback)';
  }
  if (/^\d+$/.test(entry)) {
    // Fastify 5.12 ignores hop counts: they cannot tell the proxy from a client that comes direct.
    return 'a hop count cannot tell the proxy from a direct client: name the proxy (an address, a CIDR or loopback)';
  }
  const [address = '', prefix, ...rest] = entry.split('/');
  const kind = net.isIP(address);
  if (kind === 0 || rest.length > 0) {
    return `'${entry}' is not an address, a CIDR (10.0.0.0/8) or loopback, linklocal, uniquelocal`;
  }
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  // A /0 range is every address: the same as trusting every client.
  if (!(bits >= 1 && bits <= (kind === 4 ? 32 : 128))) return `'${entry}' has a bad prefix length`;
  return null;
}

/**
 * `TRUST_PROXY`: the reverse proxies whose X-Forwarded-For names the client, as a comma-separated
 * list of addresses, CIDRs and proxy-addr range names (`loopback, 10.0.0.0/8`). Unset trusts no
 * proxy: request.ip is the socket's address, so no client can choose the address its sign-in
 * attempts are counted under.
 */
export const trustProxySetting = z.string().transform((value, ctx) => {
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const problem = entry === '' ? 'an empty entry in the list' : problemWith(entry);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    }
  }
  return entries;
});
