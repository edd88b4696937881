import { beforeEach, describe, expect, it } from "vitest";

import { getDb } from "~/server/db.server";
import { createMessage, listMessages } from "~/server/messages.server";
import { createQuote, listQuotes } from "~/server/quotes.server";
import { messages, quoteLines, quotes } from "~/server/schema.server";
import { unreadInboxCount } from "~/server/unread.server";

import { quoteDetailsFixture, quoteLineFixture } from "../../../../tests/support/quotes";
import { action as messageAction } from "./message";
import { loader as messagesCsvLoader } from "./messages-csv";
import { action as quoteAction } from "./quote";
import { adminRequest, call } from "./test-support";

const visitor = { name: "Ada Lovelace", email: "ada@example.co.uk", company: "", message: "Hello" };
const line = quoteLineFixture;
const newQuote = () =>
  createQuote({ ...visitor, ...quoteDetailsFixture, message: "", lines: [line, { ...line, quantity: 1 }] }, "sent").id;

beforeEach(() => {
  getDb().delete(messages).run();
  getDb().delete(quoteLines).run();
  getDb().delete(quotes).run();
});

const patchMessage = (id: number, json: unknown, cookie?: string | null) =>
  call(messageAction, adminRequest(`/api/admin/messages/${id}`, { method: "PATCH", json, cookie }), {
    id: String(id),
  });
const patchQuote = (id: number, json: unknown, cookie?: string | null) =>
  call(quoteAction, adminRequest(`/api/admin/quotes/${id}`, { method: "PATCH", json, cookie }), { id: String(id) });
const deleteQuote = (id: number | string, cookie?: string | null) =>
  call(quoteAction, adminRequest(`/api/admin/quotes/${id}`, { method: "DELETE", cookie }), { id: String(id) });

describe("archiving (docs/product.md#contact-messages)", () => {
  it("archives a message and brings it back, which the unread count follows", async () => {
    const id = createMessage(visitor, "sent");
    expect(unreadInboxCount()).toBe(1);
    const archived = await patchMessage(id, { isArchived: true });
    expect(archived.status).toBe(200);
    expect((await archived.json()).message).toMatchObject({ id, isArchived: true, isRead: false });
    expect(unreadInboxCount()).toBe(0);
    await patchMessage(id, { isArchived: false });
    expect(listMessages()).toMatchObject([{ id, isArchived: false }]);
    expect(unreadInboxCount()).toBe(1);
  });

  it("archives a quote and keeps its answered state", async () => {
    const id = newQuote();
    expect((await patchQuote(id, { isAnswered: true })).status).toBe(200);
    expect((await patchQuote(id, { isArchived: true })).status).toBe(200);
    expect(listQuotes()).toMatchObject([{ id, isAnswered: true, isArchived: true }]);
  });

  it("refuses an empty change or one that is not true or false, and changes nothing", async () => {
    const message = createMessage(visitor, "sent");
    const quote = newQuote();
    for (const body of [{}, { isArchived: "yes" }, { isArchived: true, extra: 1 }]) {
      const refused = await patchMessage(message, body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toBe("Say what changes: isRead or isArchived, each true or false.");
      const refusedQuote = await patchQuote(quote, body);
      expect(refusedQuote.status).toBe(400);
      expect((await refusedQuote.json()).error).toBe("Say what changes: isAnswered or isArchived, each true or false.");
    }
    expect(listMessages()).toMatchObject([{ isArchived: false }]);
    expect(listQuotes()).toMatchObject([{ isArchived: false, isAnswered: false }]);
  });

  it("refuses archiving without a session (401)", async () => {
    const message = createMessage(visitor, "sent");
    const quote = newQuote();
    expect((await patchMessage(message, { isArchived: true }, null)).status).toBe(401);
    expect((await patchQuote(quote, { isArchived: true }, null)).status).toBe(401);
    expect(listMessages()).toMatchObject([{ isArchived: false }]);
    expect(listQuotes()).toMatchObject([{ isArchived: false }]);
  });
});

describe("the unread count in the admin navigation", () => {
  it("counts unread messages and quotes not answered yet, neither archived", async () => {
    const read = createMessage(visitor, "sent");
    createMessage(visitor, "sent");
    const answered = newQuote();
    const archived = newQuote();
    newQuote();
    await patchMessage(read, { isRead: true });
    await patchQuote(answered, { isAnswered: true });
    await patchQuote(archived, { isArchived: true });
    expect(unreadInboxCount()).toBe(2);
  });
});

describe("DELETE /api/admin/quotes/:id", () => {
  it("deletes a quote with its lines, and says so when it is already gone", async () => {
    const id = newQuote();
    const kept = newQuote();
    expect((await deleteQuote(id)).status).toBe(204);
    expect(listQuotes().map((q) => q.id)).toEqual([kept]);
    expect(
      getDb()
        .select()
        .from(quoteLines)
        .all()
        .map((l) => l.quoteId),
    ).toEqual([kept, kept]);
    const again = await deleteQuote(id);
    expect(again.status).toBe(404);
    expect((await again.json()).error).toBe("This quote request no longer exists. It may have been deleted already.");
    expect((await deleteQuote("abc")).status).toBe(404);
  });

  it("refuses without a session (401) and deletes nothing", async () => {
    const id = newQuote();
    expect((await deleteQuote(id, null)).status).toBe(401);
    expect((await deleteQuote(id, "tepore_session=forged")).status).toBe(401);
    expect(listQuotes()).toHaveLength(1);
  });

  it("takes PATCH and DELETE only", async () => {
    const id = newQuote();
    const put = await call(quoteAction, adminRequest(`/api/admin/quotes/${id}`, { method: "PUT", json: {} }), {
      id: String(id),
    });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("PATCH, DELETE");
  });
});

describe("GET /api/admin/messages.csv", () => {
  it("exports every message, archived too, formula-safe like the quotes", async () => {
    const id = createMessage(
      { name: 'Ada "Countess" Lovelace', email: "ada@example.co.uk", company: "Engines, Ltd", message: "=1+1\nthanks" },
      "failed",
    );
    await patchMessage(id, { isArchived: true });
    const res = await call(messagesCsvLoader, adminRequest("/api/admin/messages.csv"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const createdAt = listMessages()[0]!.createdAt;
    expect(await res.text()).toBe(
      "Message,Received,Name,E-mail,Company,Text,Read,Archived,E-mail copy\r\n" +
        `${id},${createdAt},"Ada ""Countess"" Lovelace",ada@example.co.uk,"Engines, Ltd","'=1+1\nthanks",no,yes,failed\r\n`,
    );
    expect((await call(messagesCsvLoader, adminRequest("/api/admin/messages.csv", { cookie: null }))).status).toBe(401);
  });
});
