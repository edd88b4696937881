/** A JSON response with a status. */
export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}

/** Reads a JSON or form body as a plain object, refusing bodies over `maxBytes` (413) or unreadable ones (400). */
export async function readBody(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw json({ error: "That is more than we can accept in one go." }, 413);
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes) {
    throw json({ error: "That is more than we can accept in one go." }, 413);
  }
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      throw new Error("not an object");
    }
    return Object.fromEntries(new URLSearchParams(text));
  } catch {
    throw json({ error: "The request could not be read." }, 400);
  }
}
