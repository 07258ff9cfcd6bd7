/**
 * The client's address for limits: the connection's address, unless that connection comes from
 * a configured trusted proxy (TRUSTED_PROXIES); then the last address of `X-Forwarded-For` that
 * is not itself a trusted proxy. A client cannot choose its address by sending the header: an
 * untrusted peer's header is ignored, and the proxy appends the real peer after whatever the
 * client wrote.
 */
export const resolveClientAddress = (peer: string | undefined, forwardedFor: string | undefined, trustedProxies: readonly string[]): string => {
  const direct = normalize(peer ?? "") || "unknown"
  if (trustedProxies.length === 0 || !isTrusted(direct, trustedProxies) || !forwardedFor) return direct
  const hops = forwardedFor
    .split(",")
    .map((hop) => normalize(hop.trim()))
    .filter((hop) => hop !== "")
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string
    if (!isTrusted(hop, trustedProxies)) return hop
  }
  return direct
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
const normalize = (address: string): string => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1").toLowerCase()

const isTrusted = (address: string, trusted: readonly string[]) => trusted.some((proxy) => normalize(proxy) === address)

/** Whether the connection comes from one of the configured trusted proxies. */
export const fromTrustedProxy = (peer: string | undefined, trustedProxies: readonly string[]): boolean =>
  trustedProxies.length > 0 && isTrusted(normalize(peer ?? ""), trustedProxies)
