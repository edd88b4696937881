import { type ChildProcess, spawn } from "node:child_process";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { unreadableTextMessage } from "~/lib/plain-text";
import { getDb } from "~/server/db.server";
import { listMessages } from "~/server/messages.server";
import { attempts, messages } from "~/server/schema.server";

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

beforeEach(() => {
  getDb().delete(messages).run();
  getDb().delete(attempts).run();
});

describe("POST /api/messages (docs/product.md#contact-messages)", () => {
  it("stores a valid message", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const [stored] = listMessages();
    expect(stored).toMatchObject({ ...valid, isRead: false, delivery: "not-configured" });
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

  it("stores name, company and message cleaned: no control or bidirectional override characters, NFC", async () => {
    const response = await post({
      name: "Ada\u202e Lovelace\u0000",
      email: "ada@example.co.uk",
      company: "Cafe\u0301\u2066 North\u2069",
      message: "Hello\u202d\r\nthere\u0007",
    });
    expect(response.status).toBe(201);
    expect(listMessages()[0]).toMatchObject({
      name: "Ada Lovelace",
      company: "Caf\u00e9 North",
      message: "Hello\nthere",
    });
  });

  it("refuses text holding half of a character (a lone surrogate) and stores nothing", async () => {
    const response = await post({ ...valid, name: "Ada \ud800", message: "\udc00Hello" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please check the highlighted fields.",
      errors: { name: unreadableTextMessage, message: unreadableTextMessage },
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

describe("the e-mail, sent by the server through EmailJS", () => {
  const emailjsOrigin = `http://127.0.0.1:${20000 + (process.pid % 20000)}`;
  let standIn: ChildProcess;
  const environment = {
    EMAILJS_PUBLIC_KEY: "public-key",
    EMAILJS_SERVICE_ID: "service",
    EMAILJS_TEMPLATE_ID: "template",
    EMAILJS_PRIVATE_KEY: "private-key",
    EMAILJS_API_URL: emailjsOrigin,
  };

  const received = async () =>
    (await (await fetch(`${emailjsOrigin}/__requests`)).json()) as {
      path: string;
      contentType: string;
      body: string;
    }[];
  async function delivered(): Promise<string> {
    for (let tries = 0; tries < 100; tries++) {
      const delivery = listMessages()[0]?.delivery;
      if (delivery && delivery !== "pending") return delivery;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("The delivery was not recorded.");
  }

  beforeAll(async () => {
    standIn = spawn("node", ["tests/support/emailjs-stand-in.js"], {
      env: { ...process.env, PORT: new URL(emailjsOrigin).port },
      stdio: "ignore",
    });
    for (let tries = 0; tries < 100; tries++) {
      if (
        await fetch(`${emailjsOrigin}/__requests`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    Object.assign(process.env, environment);
  });
  afterAll(() => {
    standIn.kill();
    for (const key of Object.keys(environment)) delete process.env[key];
  });
  beforeEach(() => fetch(`${emailjsOrigin}/__requests`, { method: "DELETE" }));

  it("sends the exact request once the message is stored, and records 'sent'", async () => {
    expect((await post({ ...valid, name: "Ada\r\nLovelace" })).status).toBe(201);
    expect(await delivered()).toBe("sent");
    const requests = await received();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe("/api/v1.0/email/send");
    expect(requests[0]!.contentType).toBe("application/json");
    expect(JSON.parse(requests[0]!.body)).toEqual({
      lib_version: "3.2.0",
      user_id: "public-key",
      service_id: "service",
      template_id: "template",
      template_params: {
        from_name: "Ada Lovelace",
        from_email: "ada@example.co.uk",
        company: "Not provided",
        message: "A radiator for the hall.",
        to_name: "Tepore",
      },
      accessToken: "private-key",
    });
  });

  it("records 'failed' when EmailJS refuses, and keeps the message", async () => {
    expect((await post({ ...valid, message: "Please [fail]" })).status).toBe(201);
    expect(await delivered()).toBe("failed");
    expect(listMessages()).toHaveLength(1);
  });

  it("sends nothing for a robot, an invalid message or a limited address", async () => {
    await post({ ...valid, website: "http://spam.example" });
    await post({ ...valid, email: "nope" });
    for (let i = 0; i < 6; i++) await post(valid, "192.0.2.99");
    expect(await delivered()).toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await received()).toHaveLength(5);
  });
});
