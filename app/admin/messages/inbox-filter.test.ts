import { describe, expect, it } from "vitest";

import { filterInbox, inboxView } from "./inbox-filter";
import type { InboxMessage } from "./inbox-message";
import type { InboxQuote } from "./quote-card";

const message = (id: number, over: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  name: "Ada Lovelace",
  email: "ada@example.co.uk",
  company: "",
  message: "Hello",
  isRead: false,
  isArchived: false,
  delivery: "sent",
  createdAt: `2026-01-0${id}T10:00:00.000Z`,
  ...over,
});
const quote = (id: number, over: Partial<InboxQuote> = {}): InboxQuote => ({
  id,
  reference: `Q-2026-${String(id).padStart(4, "0")}`,
  name: "Grace Hopper",
  email: "grace@example.co.uk",
  company: "Studio North",
  message: "",
  phone: "07700 900123",
  postcode: "LS1 4AP",
  installDate: "",
  isAnswered: false,
  isArchived: false,
  delivery: "sent",
  createdAt: `2026-01-0${id}T12:00:00.000Z`,
  lines: [
    {
      id: 1,
      modelName: "Retto Horizontal",
      sizeCode: "RH-600",
      sizeLabel: "600 mm",
      finishName: "Anthracite",
      quantity: 1,
      room: "Kitchen",
      valves: "",
      connection: "Bottom, same end",
      brackets: "",
      heating: "",
      guidePrice: 420,
    },
  ],
  ...over,
});

const keys = (items: ReturnType<typeof filterInbox>) => items.map((item) => `${item.kind}-${item.id}`);

describe("the inbox's search and filters (docs/product.md#contact-messages)", () => {
  const messages = [message(3, { isRead: true }), message(1), message(5, { isArchived: true })];
  const quotes = [quote(4, { isAnswered: true }), quote(2), quote(6, { isArchived: true })];

  it("reads the view from the address, anything unknown being 'all'", () => {
    expect(inboxView(new URLSearchParams("q=+Retto+&show=quotes"))).toEqual({ q: "Retto", show: "quotes" });
    expect(inboxView(new URLSearchParams("show=everything"))).toEqual({ q: "", show: "all" });
  });

  it("shows messages and quotes together, newest first, the archived ones apart", () => {
    expect(keys(filterInbox(messages, quotes, { q: "", show: "all" }))).toEqual([
      "quote-4",
      "message-3",
      "quote-2",
      "message-1",
    ]);
    expect(keys(filterInbox(messages, quotes, { q: "", show: "archived" }))).toEqual(["quote-6", "message-5"]);
  });

  it("filters by kind, unread (a quote not answered) and answered", () => {
    expect(keys(filterInbox(messages, quotes, { q: "", show: "messages" }))).toEqual(["message-3", "message-1"]);
    expect(keys(filterInbox(messages, quotes, { q: "", show: "quotes" }))).toEqual(["quote-4", "quote-2"]);
    expect(keys(filterInbox(messages, quotes, { q: "", show: "unread" }))).toEqual(["quote-2", "message-1"]);
    expect(keys(filterInbox(messages, quotes, { q: "", show: "answered" }))).toEqual(["quote-4"]);
  });

  it("searches name, e-mail, company, text, quote lines, phone, postcode and the reference, ignoring case and accents", () => {
    const search = (q: string) => keys(filterInbox(messages, quotes, { q, show: "all" }));
    expect(search("ADA")).toEqual(["message-3", "message-1"]);
    expect(search("grace@")).toEqual(["quote-4", "quote-2"]);
    expect(search("studio")).toEqual(["quote-4", "quote-2"]);
    expect(search("kitchen")).toEqual(["quote-4", "quote-2"]);
    expect(search("retto horizontal")).toEqual(["quote-4", "quote-2"]);
    expect(search("q-2026-0002")).toEqual(["quote-2"]);
    expect(search("ls1 4ap")).toEqual(["quote-4", "quote-2"]);
    expect(search("hellö")).toEqual(["message-3", "message-1"]);
    expect(search("nobody")).toEqual([]);
  });
});
