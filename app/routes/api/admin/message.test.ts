import { beforeEach, describe, expect, it } from "vitest";

import { getDb } from "~/server/db.server";
import { createMessage, listMessages } from "~/server/messages.server";
import { messages } from "~/server/schema.server";
import { unreadInboxCount } from "~/server/unread.server";

import { action } from "./message";
import { loader } from "./messages";
import { adminRequest, call } from "./test-support";

const visitor = { name: "Ada Lovelace", email: "ada@example.co.uk", company: "", message: "Line one\nLine two" };

beforeEach(() => {
  getDb().delete(messages).run();
});

const mark = (id: number, isRead: unknown, cookie?: string | null) =>
  call(action, adminRequest(`/api/admin/messages/${id}`, { method: "PATCH", json: { isRead }, cookie }), {
    id: String(id),
  });
const remove = (id: number | string, cookie?: string | null) =>
  call(action, adminRequest(`/api/admin/messages/${id}`, { method: "DELETE", cookie }), { id: String(id) });

describe("GET /api/admin/messages (docs/product.md#contact-messages)", () => {
  it("lists every message, newest first, with its read state and delivery outcome", async () => {
    const first = createMessage(visitor, "sent");
    const second = createMessage({ ...visitor, name: "Grace Hopper", company: "Studio North" }, "failed");
    const response = await call(loader, adminRequest("/api/admin/messages"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.messages.map((m: { id: number }) => m.id)).toEqual([second, first]);
    expect(body.messages[1]).toMatchObject({
      ...visitor,
      isRead: false,
      delivery: "sent",
      createdAt: expect.any(String),
    });
  });

  it("refuses without a session (401)", async () => {
    createMessage(visitor, "sent");
    const response = await call(loader, adminRequest("/api/admin/messages", { cookie: null }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in again." });
  });
});

describe("/api/admin/messages/:id (docs/product.md#contact-messages)", () => {
  it("marks a message read and unread again, which the unread count follows", async () => {
    const id = createMessage(visitor, "sent");
    expect(unreadInboxCount()).toBe(1);
    const read = await mark(id, true);
    expect(read.status).toBe(200);
    expect((await read.json()).message).toMatchObject({ id, isRead: true });
    expect(unreadInboxCount()).toBe(0);
    await mark(id, false);
    expect(unreadInboxCount()).toBe(1);
  });

  it("refuses a read state that is not true or false", async () => {
    const id = createMessage(visitor, "sent");
    expect((await mark(id, "yes")).status).toBe(400);
    expect(unreadInboxCount()).toBe(1);
  });

  it("deletes a message, and says so when it is already gone", async () => {
    const id = createMessage(visitor, "sent");
    const kept = createMessage(visitor, "sent");
    expect((await remove(id)).status).toBe(204);
    expect(listMessages().map((m) => m.id)).toEqual([kept]);
    expect((await remove(id)).status).toBe(404);
    expect((await mark(id, true)).status).toBe(404);
    expect((await remove("abc")).status).toBe(404);
  });

  it("refuses marking and deleting without a session (401) and changes nothing", async () => {
    const id = createMessage(visitor, "sent");
    for (const cookie of [null, "tepore_session=forged"]) {
      expect((await mark(id, true, cookie)).status).toBe(401);
      expect((await remove(id, cookie)).status).toBe(401);
    }
    expect(listMessages()).toMatchObject([{ id, isRead: false }]);
  });
});
