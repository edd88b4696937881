import { z } from "zod";

// Zod probes for `new Function` to compile fast parsers; the site's Content-Security-Policy forbids eval
// (decision 002), so the probe would be reported as a violation in every browser. Parse without it.
z.config({ jitless: true });

export { z };
