import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { listMessages } from "~/server/messages.server";
import { attempts, messages } from "~/server/schema.server";
import { action as deliveryAction } from "./message-delivery";
import { action } from "./messages";

const valid = { name: "Ada Lovelace", email: "ada@example.co.uk", company: "", message: "A radiator for the hall." };

function post(body: unknown, client = "203.0.113.7", type = "application/json") {
  const request = new Request("http://localhost/api/messages", {
    method: "POST",
    headers: { "Content-Type": type },
    body:
      type === "application/json"
        ? JSON.stringify(body)
        : new URLSearchParams(body as Record<string, string>).toString(),
  });
  return action({
    request,
    context: { cspNonce: "", clientAddress: client },
    params: {},
  } as never) as Promise<Response>;
}

function report(id: number, body: unknown) {
  const request = new Request(`http://localhost/api/messages/${id}/delivery`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return deliveryAction({ request, params: { id: String(id) } } as never) as Promise<Response>;
}

beforeEach(() => {
  getDb().delete(messages).run();
  getDb().delete(attempts).run();
});

describe("POST /api/messages (docs/product.md#contact-messages)", () => {
  it("stores a valid message and returns its id and a receipt", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ ok: true, id: expect.any(Number), receipt: expect.any(String) });
    const [stored] = listMessages();
    expect(stored).toMatchObject({ ...valid, id: body.id, isRead: false, delivery: "not-configured" });
  });

  it("refuses invalid values with field messages and stores nothing", async () => {
    const response = await post({ ...valid, email: "not-an-address", message: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please check the highlighted fields.",
      errors: {
        email: "Please enter a valid e-mail address, like name@example.co.uk.",
        message: "Please write your message.",
      },
    });
    expect(listMessages()).toHaveLength(0);
  });

  it("answers a filled honeypot with a quiet success and keeps nothing", async () => {
    const response = await post({ ...valid, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(listMessages()).toHaveLength(0);
  });

  it("limits one address to five messages in ten minutes, others unaffected", async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid)).status).toBe(201);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toBe(
      "You have sent several messages in the last few minutes. Please wait ten minutes and try again.",
    );
    expect((await post(valid, "198.51.100.1")).status).toBe(201);
    expect(listMessages()).toHaveLength(6);
  });

  it("refuses a body over 32 KB with 413", async () => {
    const response = await post({ ...valid, message: "m".repeat(40_000) }).catch((thrown: Response) => thrown);
    expect(response.status).toBe(413);
    expect(listMessages()).toHaveLength(0);
  });

  it("redirects a plain form post (no JavaScript) back to the contact page", async () => {
    const response = await post(valid, "192.0.2.1", "application/x-www-form-urlencoded");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact?sent=1#contact-form");
    expect(listMessages()).toHaveLength(1);
  });
});

describe("POST /api/messages/:id/delivery", () => {
  it("records the outcome only with the message's receipt", async () => {
    const { id, receipt } = await (await post(valid)).json();
    expect((await report(id, { receipt: "forged", delivery: "sent" })).status).toBe(403);
    expect((await report(id, { receipt, delivery: "sent" })).status).toBe(200);
    expect(listMessages()[0]?.delivery).toBe("sent");
    expect((await report(id, { receipt, delivery: "delivered?" })).status).toBe(400);
  });
});
