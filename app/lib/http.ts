/** A JSON response with a status. */
export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}

export interface BodyMessages {
  /** Why a body over the limit was refused (413). */
  tooLarge: string;
  /** Why a body that broke off or could not be read was refused (400). */
  unreadable: string;
}

const defaultMessages: BodyMessages = {
  tooLarge: "That is more than we can accept in one go.",
  unreadable: "The request could not be read.",
};

/** How long the rest of a refused body is read and dropped before the connection is given up. */
const discardForMs = 10_000;

/**
 * Reads and drops the rest of a refused body, holding none of it. Cancelling at once would reset the
 * connection, and a client still sending would then lose the 413 before reading it; past the time limit
 * the connection is reset anyway.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const giveUp = setTimeout(() => void reader.cancel().catch(() => undefined), discardForMs);
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to drop.
  } finally {
    clearTimeout(giveUp);
  }
}

/**
 * The body's bytes, counted while they stream in: a body sent without a Content-Length (chunked) is
 * refused with 413 as soon as it passes `maxBytes`, never buffered whole; the rest is dropped as it
 * arrives. A body that breaks off is a 400.
 */
export async function readBytes(
  request: Request,
  maxBytes: number,
  messages: BodyMessages = defaultMessages,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => json({ error: messages.tooLarge }, 413);
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw json({ error: messages.unreadable }, 400);
    }
    if (chunk.done) break;
    received += chunk.value.byteLength;
    if (received > maxBytes) {
      void discardRest(reader);
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads a JSON or form body as a plain object, refusing bodies over `maxBytes` (413) or unreadable ones (400). */
export async function readBody(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await readBytes(request, maxBytes));
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      throw new Error("not an object");
    }
    return Object.fromEntries(new URLSearchParams(text));
  } catch {
    throw json({ error: defaultMessages.unreadable }, 400);
  }
}

const formTypes = ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data"];

/**
 * A web form's fields (URL-encoded or multipart; files are left out), refusing bodies over `maxBytes` (413),
 * unreadable ones (400) and any other kind of body, such as JSON (415).
 */
export async function readForm(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type && !formTypes.some((formType) => type.startsWith(formType)))
    throw json({ error: "Please send this as a web form." }, 415);
  const bytes = await readBytes(request, maxBytes);
  if (!type.startsWith("multipart/form-data")) return new URLSearchParams(new TextDecoder().decode(bytes));
  try {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    return new URLSearchParams([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    throw json({ error: defaultMessages.unreadable }, 400);
  }
}
