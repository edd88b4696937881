import { isIP } from "node:net";

/** The names Express knows for groups of addresses. */
const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

const isAddressOrRange = (entry: string) => namedRanges.has(entry) || isIP(entry.split("/")[0]!) !== 0;

/**
 * Express's "trust proxy" setting from TRUST_PROXY, which decides the client address that rate limits count
 * by. A proxy appends the address it saw to X-Forwarded-For, and anything to the left of it is whatever the
 * client sent, so trust is given either as a number of proxies in front of the site (1 for one nginx) or as
 * the proxies' addresses, never to every entry. Unset: only a proxy on this machine is trusted.
 */
export function trustProxySetting(value = process.env.TRUST_PROXY): number | string[] {
  const setting = (value ?? "").trim();
  if (setting === "") return ["loopback"];
  if (/^\d+$/.test(setting)) return Number(setting);
  if (setting === "true") {
    throw new Error(
      "TRUST_PROXY=true would let every visitor choose their own address. Set it to the number of proxies in front of the site (1 for one nginx or Caddy) or to their addresses.",
    );
  }
  const entries = setting.split(",").map((entry) => entry.trim());
  if (!entries.every(isAddressOrRange)) {
    throw new Error(
      `TRUST_PROXY=${setting} is not a number of proxies or a list of their addresses (such as 1, or 10.0.0.2, or loopback, 10.0.0.0/8).`,
    );
  }
  return entries;
}
