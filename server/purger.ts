// Tells the CDN in front of the site what a publish changed (decision 111): Varnish or nginx by HTTP PURGE
// (PURGE_URL), or Cloudflare by its API (CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN). A purge never holds up or fails
// the publish: it runs after the answer, is retried with backoff, and a purge that keeps failing is logged.

/** What to purge: the surrogate keys, and the changed pages' addresses (absolute URLs). */
export interface Purge {
  keys: string[];
  urls: string[];
}

/** One request to the CDN; it throws when the CDN did not accept it. */
type PurgeRequest = () => Promise<void>;

export interface PurgerOptions {
  /** Waits before each retry, in milliseconds: as many retries as entries. */
  backoffMs?: number[];
  log?: Pick<Console, "warn" | "error">;
}

const cloudflareApi = "https://api.cloudflare.com/client/v4";
/** Cloudflare takes at most 30 URLs or tags in one purge on every plan. */
const cloudflareBatch = 30;

async function accepted(response: Response, what: string) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status} ${text.slice(0, 200)}`.trim());
}

/** Varnish (or nginx): one PURGE for the keys, in the `xkey` header, and one PURGE of each changed address. */
function httpPurges(base: string, { keys, urls }: Purge): PurgeRequest[] {
  const at = (path: string) => new URL(path, base);
  const requests: PurgeRequest[] = urls.map((url) => async () => {
    const { pathname } = new URL(url);
    await accepted(await fetch(at(pathname), { method: "PURGE" }), `PURGE ${pathname}`);
  });
  if (keys.length > 0)
    requests.unshift(async () => {
      const response = await fetch(at("/"), { method: "PURGE", headers: { xkey: keys.join(" ") } });
      await accepted(response, `PURGE of the keys ${keys.join(" ")}`);
    });
  return requests;
}

function batches<T>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += cloudflareBatch) groups.push(items.slice(i, i + cloudflareBatch));
  return groups;
}

/** Cloudflare: purges by URL (`files`) and by Cache-Tag (`tags`), which its API takes in separate requests. */
function cloudflarePurges(api: string, zone: string, token: string, { keys, urls }: Purge): PurgeRequest[] {
  const endpoint = `${api}/zones/${encodeURIComponent(zone)}/purge_cache`;
  const bodies = [...batches(urls).map((files) => ({ files })), ...batches(keys).map((tags) => ({ tags }))];
  return bodies.map((body) => async () => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const success = response.ok && (JSON.parse(text || "{}") as { success?: boolean }).success === true;
    if (!success) throw new Error(`Cloudflare answered ${response.status} ${text.slice(0, 200)}`.trim());
  });
}

/** The requests a purge needs with the CDN the environment names; null when none is named. */
export function purgeRequestsFor(env: Record<string, string | undefined>): ((purge: Purge) => PurgeRequest[]) | null {
  const zone = env.CLOUDFLARE_ZONE_ID?.trim();
  const token = env.CLOUDFLARE_API_TOKEN?.trim();
  if (zone || token) {
    if (!zone || !token) throw new Error("Purging Cloudflare needs both CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN.");
    const api = (env.CLOUDFLARE_API_URL?.trim() || cloudflareApi).replace(/\/$/, "");
    return (purge) => cloudflarePurges(api, zone, token, purge);
  }
  const base = env.PURGE_URL?.trim();
  if (!base) return null;
  if (!URL.canParse(base) || !/^https?:$/.test(new URL(base).protocol))
    throw new Error(`PURGE_URL=${base} is not an http(s) address (such as http://127.0.0.1:6081).`);
  return (purge) => httpPurges(base, purge);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The purger the environment names, or one that does nothing. Each request of a purge is tried on its own,
 * so one refused address does not keep the others from going; the promise never rejects.
 */
export function createPurger(
  env: Record<string, string | undefined> = process.env,
  { backoffMs = [500, 2_000, 8_000], log = console }: PurgerOptions = {},
): (purge: Purge) => Promise<void> {
  const requestsFor = purgeRequestsFor(env);
  return async (purge) => {
    if (!requestsFor || (purge.keys.length === 0 && purge.urls.length === 0)) return;
    await Promise.all(
      requestsFor(purge).map(async (request) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await request();
          } catch (error) {
            const why = error instanceof Error ? error.message : String(error);
            if (attempt >= backoffMs.length) {
              log.error(
                `Purging the CDN failed ${attempt + 1} times, giving up (${why}); it serves the old copy until it expires.`,
              );
              return;
            }
            log.warn(`Purging the CDN failed (${why}); trying again in ${backoffMs[attempt]} ms.`);
            await wait(backoffMs[attempt]!);
          }
        }
      }),
    );
  };
}
