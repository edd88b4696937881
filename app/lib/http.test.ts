import { describe, expect, it } from "vitest";

import { readBody, readForm } from "./http";

/**
 * A 4 MB body in 1 KB chunks without a Content-Length, arriving the way a network delivers it (one chunk
 * per turn of the event loop); counts what was read.
 */
function chunkedBody() {
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (state.pulled >= 4 * 1024 * 1024) return controller.close();
      state.pulled += 1024;
      controller.enqueue(new Uint8Array(1024).fill(97));
    },
  });
  const request = new Request("http://localhost/api/messages", {
    method: "POST",
    body,
    duplex: "half",
    headers: { "content-type": "application/json" },
  } as RequestInit);
  return { request, state };
}

async function refusal(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("The body was accepted.");
}

describe("readBody", () => {
  it("stops a body without a Content-Length as soon as it passes the limit, with 413", async () => {
    const { request, state } = chunkedBody();
    const response = await refusal(readBody(request, 32 * 1024));
    expect(state.pulled).toBeLessThan(64 * 1024);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "That is more than we can accept in one go." });
  });

  it("reads JSON and form bodies up to the limit, and refuses what is not an object", async () => {
    const post = (body: string, type: string) =>
      new Request("http://localhost/x", { method: "POST", body, headers: { "content-type": type } });
    expect(await readBody(post('{"a":"é"}', "application/json"), 16)).toEqual({ a: "é" });
    expect(await readBody(post("a=1&b=2", "application/x-www-form-urlencoded"), 16)).toEqual({ a: "1", b: "2" });
    expect((await refusal(readBody(post("[1]", "application/json"), 16))).status).toBe(400);
    expect((await refusal(readBody(post('{"a":"0123456789abcdef"}', "application/json"), 16))).status).toBe(413);
  });
});

describe("readForm", () => {
  const post = (body: BodyInit, type?: string) =>
    new Request("http://localhost/quote", { method: "POST", body, headers: type ? { "content-type": type } : {} });

  it("reads URL-encoded and multipart forms with their repeated fields, leaving files out", async () => {
    const encoded = await readForm(post("model=a&model=b&name=Ada", "application/x-www-form-urlencoded"), 64);
    expect(encoded.getAll("model")).toEqual(["a", "b"]);
    const multipart = new FormData();
    multipart.append("model", "a");
    multipart.append("file", new Blob(["x"]), "x.txt");
    const read = await readForm(new Request("http://localhost/quote", { method: "POST", body: multipart }), 1024);
    expect([...read]).toEqual([["model", "a"]]);
  });

  it("refuses JSON with 415 and a body over the limit with 413", async () => {
    const json = await refusal(readForm(post('{"name":"Ada"}', "application/json"), 64));
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ error: "Please send this as a web form." });
    const { request } = chunkedBody();
    const large = new Request(request, { headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect((await refusal(readForm(large, 32 * 1024))).status).toBe(413);
  });
});
