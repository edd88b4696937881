import { beforeEach, describe, expect, it } from "vitest";

import { sizePrice } from "~/lib/catalogue/prices";
import { unreadableTextMessage } from "~/lib/plain-text";
import { checkQuote } from "~/lib/quote-request";
import { publishedCatalogue } from "~/server/catalogue/catalogue.server";
import { getDb } from "~/server/db.server";
import { basketLines } from "~/server/quote-basket.server";
import { listQuotes } from "~/server/quotes.server";
import { attempts, quoteLines, quotes } from "~/server/schema.server";

import { action, loader } from "./quote";

const catalogue = () => publishedCatalogue();
const firstModel = () => catalogue().models[0]!;

function lineOf(i = 0, quantity = "2", room = "Living room") {
  const model = firstModel();
  return {
    model: model.id,
    size: model.sizes[i]!.code,
    finish: model.finishes[0]!.id,
    quantity,
    room,
    valves: "",
    connection: "",
    brackets: "",
    heating: "",
  };
}

function post(fields: Record<string, string>, lines: Record<string, string>[], client = "203.0.113.9") {
  const form = new URLSearchParams(fields);
  for (const line of lines) for (const [key, value] of Object.entries(line)) form.append(key, value);
  const request = new Request("http://localhost/quote", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  return action({ request, context: { cspNonce: "", clientAddress: client }, params: {} } as never);
}

/** The quote page's loader at an address, with the browser's cookies. */
const open = (address: string, cookie = "") =>
  loader({ request: new Request(`http://localhost${address}`, { headers: { cookie } }) } as never);
/** The page's data at an address that shows the request as it stands (no change to the basket). */
function view(address: string, cookie = "") {
  const page = open(address, cookie);
  if (page instanceof Response) throw new Error(`${address} answered ${page.status}`);
  return page;
}
/** Where an address that changes the basket leads, and the basket cookie it sets. */
function change(address: string, cookie = "") {
  const answer = open(address, cookie);
  if (!(answer instanceof Response)) throw new Error(`${address} did not redirect`);
  return {
    status: answer.status,
    location: answer.headers.get("Location")!,
    cookie: answer.headers.get("Set-Cookie")!,
  };
}

const who = {
  name: "Ada Lovelace",
  email: "ada@example.co.uk",
  company: "",
  message: "",
  phone: "07700 900123",
  postcode: "sw1a1aa",
  installDate: "",
};

beforeEach(() => {
  getDb().delete(quoteLines).run();
  getDb().delete(quotes).run();
  getDb().delete(attempts).run();
});

describe("POST /quote", () => {
  it("stores a request with several lines, in order, and redirects to the thank-you", async () => {
    const result = (await post(who, [lineOf(0), lineOf(1, "1", "Bedroom")])) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe("/quote?sent=1");
    const [quote] = listQuotes();
    const model = firstModel();
    expect(quote).toMatchObject({ name: "Ada Lovelace", email: "ada@example.co.uk", isAnswered: false });
    expect(quote!.lines.map((l) => [l.modelName, l.sizeCode, l.quantity, l.room])).toEqual([
      [model.name, model.sizes[0]!.code, 2, "Living room"],
      [model.name, model.sizes[1]!.code, 1, "Bedroom"],
    ]);
  });

  it("prices each line with its finish, valves and brackets, numbers it and keeps the receipt for its browser", async () => {
    const model = catalogue().models.find((m) => m.finishes.some((f) => f.surchargePercent > 0))!;
    const finish = model.finishes.find((f) => f.surchargePercent > 0)!;
    const size = model.sizes[0]!;
    const valves = catalogue().fittings.find((f) => f.id === "thermostatic-valves-chrome")!;
    const brackets = catalogue().fittings.find((f) => f.id === "wall-brackets")!;
    const line = {
      ...lineOf(),
      model: model.id,
      size: size.code,
      finish: finish.id,
      quantity: "3",
      valves: valves.id,
      connection: "bottom-opposite",
      brackets: brackets.id,
    };
    const year = new Date().getUTCFullYear();
    const result = (await post({ ...who, installDate: `${year + 1}-06-01` }, [line])) as Response;
    expect(result.status).toBe(303);
    const [quote] = listQuotes();
    expect(quote).toMatchObject({ reference: `Q-${year}-0001`, phone: "07700 900123", postcode: "SW1A 1AA" });
    expect(quote!.installDate).toBe(`${year + 1}-06-01`);
    const unit = Math.round((size.price * (100 + finish.surchargePercent)) / 100);
    expect(quote!.lines[0]).toMatchObject({
      valves: `${valves.name}, ${valves.finish.toLowerCase()}`,
      connection: "Bottom, opposite ends",
      brackets: brackets.name,
      heating: "",
      guidePrice: 3 * (unit + valves.price + brackets.price),
    });
    const [cookie, basket] = result.headers.getSetCookie();
    expect(cookie).toMatch(/^tepore-quote=[0-9a-f]{32}; Path=\/quote; HttpOnly; SameSite=Lax; Max-Age=86400$/);
    // The sent request empties the basket.
    expect(basket).toBe("tepore-quote-basket=; Path=/quote; Max-Age=0; SameSite=Lax");
    const thanks = view("/quote?sent=1", cookie!.split(";")[0]!);
    expect(thanks.data.receipt).toMatchObject({ reference: `Q-${year}-0001`, postcode: "SW1A 1AA" });
    expect(new Headers(thanks.init!.headers).get("Cache-Control")).toBe("private, no-store");
    expect(view("/quote?sent=1").data.receipt).toBeUndefined();
  });

  it("asks a towel rail how it heats; an electric one takes no valves or pipe connection", async () => {
    const rail = catalogue().models.find((m) => m.kind === "towel-rail")!;
    const line = { ...lineOf(), model: rail.id, size: rail.sizes[0]!.code, finish: rail.finishes[0]!.id };
    const piped = { ...line, heating: "electric", valves: "angled-valves-chrome", connection: "bottom-opposite" };
    const electric = (await post(who, [piped])) as {
      data: { errors: { lines: string[]; lineFields: string[] }; lines: { valves: string; connection: string }[] };
      init: { headers: HeadersInit };
    };
    // Refused once, on its heating: the form comes back without them, so what is sent next is what is shown.
    expect(electric.data.errors.lines).toEqual([
      "An electric towel rail needs no valves or pipe connection, so they are off this line now. Please check its guide price and send again.",
    ]);
    expect(electric.data.errors.lineFields).toEqual(["heating"]);
    expect(electric.data.lines[0]).toMatchObject({ heating: "electric", valves: "", connection: "" });
    expect(new Headers(electric.init.headers).get("Set-Cookie")).toContain("valves=&connection=&");
    expect(listQuotes()).toEqual([]);
    await post(who, [{ ...line, heating: "electric" }]);
    expect(listQuotes()[0]!.lines[0]).toMatchObject({ valves: "", connection: "" });
    await post(who, [{ ...line, heating: "dual-fuel", valves: "angled-valves-chrome" }]);
    expect(listQuotes()[0]!.lines[0]!.heating).toMatch(/^Dual fuel, including the thermostatic element/);
  });

  it("prices a towel rail's electric parts by its heating, and names them with their prices", async () => {
    const rail = catalogue().models.find((m) => m.kind === "towel-rail")!;
    const line = { ...lineOf(), model: rail.id, size: rail.sizes[0]!.code, finish: rail.finishes[0]!.id };
    const price = (id: string) => catalogue().fittings.find((f) => f.id === id)!.price;
    const [element, tPiece] = [price("thermostatic-element-timer"), price("dual-fuel-t-piece-chrome")];
    const rail2 = 2 * sizePrice(rail.sizes[0]!, rail.finishes[0]!);
    await post(who, [
      { ...line, heating: "central" },
      { ...line, heating: "electric" },
      { ...line, heating: "dual-fuel" },
    ]);
    const lines = listQuotes()[0]!.lines;
    expect(lines.map((l) => l.guidePrice)).toEqual([rail2, rail2 + 2 * element, rail2 + 2 * (element + tPiece)]);
    expect(lines.map((l) => l.heating)).toEqual([
      "Central heating",
      `Electric, including the thermostatic element with timer (£${element}), per rail`,
      `Dual fuel, including the thermostatic element with timer (£${element}) and the dual-fuel T-piece, chrome (£${tPiece}), per rail`,
    ]);
  });

  it("refuses a pipe connection the model is not made for on its line, keeping every value typed", async () => {
    const retto = catalogue().models.find((m) => m.id === "retto-horizontal")!;
    const line = { ...lineOf(0, "3", "Study"), model: retto.id, size: retto.sizes[0]!.code, connection: "side" };
    const result = (await post(who, [lineOf(), { ...line, finish: retto.finishes[0]!.id }])) as {
      data: { lines: { quantity: string; room: string; connection: string }[]; errors: { lines: string[] } };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.errors.lines).toEqual([
      "",
      "Retto Horizontal is made for one pipe connection: bottom, opposite ends. Please choose it, or ‘Not sure, please advise’.",
    ]);
    expect(result.data.lines[1]).toMatchObject({ quantity: "3", room: "Study", connection: "side" });
    expect(listQuotes()).toEqual([]);
  });

  it("names every connection a model with several is made for", async () => {
    const column = catalogue().models.find((m) => m.connections.length > 1)!;
    const line = { ...lineOf(), model: column.id, size: column.sizes[0]!.code, finish: column.finishes[0]!.id };
    const refused = (await post(who, [{ ...line, connection: "bottom-centre" }])) as {
      data: { errors: { lines: string[] } };
    };
    expect(refused.data.errors.lines).toEqual([
      `${column.name} is made for these pipe connections: bottom, opposite ends; side, top and bottom. Please choose one, or ‘Not sure, please advise’.`,
    ]);
    expect(((await post(who, [{ ...line, connection: "side" }])) as Response).status).toBe(303);
  });

  it("refuses brackets or feet the model does not take on its line, keeping every value typed", async () => {
    const retto = catalogue().models.find((m) => m.id === "retto-horizontal")!;
    const line = {
      ...lineOf(0, "3", "Study"),
      model: retto.id,
      size: retto.sizes[0]!.code,
      finish: retto.finishes[0]!.id,
      brackets: "floor-feet",
    };
    const result = (await post(who, [lineOf(), line])) as {
      data: { lines: { quantity: string; room: string; brackets: string }[]; errors: { lines: string[] } };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.errors.lines).toEqual([
      "",
      "Retto Horizontal is made for one set of brackets: wall brackets. Please choose it, or ‘No brackets’.",
    ]);
    expect(result.data.lines[1]).toMatchObject({ quantity: "3", room: "Study", brackets: "floor-feet" });
    expect(listQuotes()).toEqual([]);
  });

  it("names every bracket set a model standing on feet takes, and takes its cast feet", async () => {
    const column = catalogue().models.find((m) => m.id === "augusto-2-column")!;
    const line = { ...lineOf(), model: column.id, size: column.sizes[0]!.code, finish: column.finishes[0]!.id };
    expect(((await post(who, [{ ...line, brackets: "cast-floor-feet" }])) as Response).status).toBe(303);
    const catalogueWithout = {
      ...catalogue(),
      fittings: catalogue().fittings.map((f) => (f.id === "floor-feet" ? { ...f, modelIds: ["breva"] } : f)),
    };
    const checked = checkQuote(catalogueWithout, { ...who, lines: [{ ...line, brackets: "floor-feet" }] });
    expect(checked.errors?.lines).toEqual([
      "Augusto 2-Column is made for these brackets and feet: wall brackets; cast floor feet, matched to the radiator. Please choose one, or ‘No brackets’.",
    ]);
  });

  it("refuses a phone, postcode or install date it cannot use, keeping every value typed", async () => {
    const typed = { ...who, phone: "12345", postcode: "NOT A CODE", installDate: "2001-01-01" };
    const result = (await post(typed, [{ ...lineOf(), valves: "no-such-valves" }])) as {
      data: { input: typeof typed; lines: { valves: string }[]; errors: { fields: object; lines: string[] } };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.errors.fields).toEqual({
      phone: "Enter a UK phone number, like 07700 900123 or 020 7946 0018.",
      postcode: "Enter a UK postcode, like SW1A 1AA.",
      installDate: "The install date cannot be in the past.",
    });
    expect(result.data.errors.lines).toEqual(["These valves are no longer offered. Please choose others."]);
    expect(result.data.input).toMatchObject({ phone: "12345", postcode: "NOT A CODE", installDate: "2001-01-01" });
    expect(result.data.lines[0]!.valves).toBe("no-such-valves");
    expect(listQuotes()).toEqual([]);
  });

  it("refuses bad values with the contact form's messages and a message per line, keeping what was typed", async () => {
    const result = (await post({ ...who, name: "", email: "ada@" }, [
      lineOf(0, "0"),
      { ...lineOf(), size: "NOPE" },
    ])) as {
      data: { lines: unknown[]; errors: { fields: object; lines: string[] } };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.errors.fields).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid e-mail address, like name@example.co.uk.",
    });
    expect(result.data.errors.lines).toEqual([
      "Please enter a quantity from 1 to 50.",
      `${firstModel().name} is not made in size NOPE. Please choose another.`,
    ]);
    expect(result.data.lines).toHaveLength(2);
    expect(listQuotes()).toEqual([]);
  });

  it("keeps names, note and rooms cleaned: no control or bidirectional override characters, NFC", async () => {
    const note = "Two\u202e rooms\r\nthis winter\u0000";
    await post({ ...who, name: "Ada\u2066 Lovelace\u2069\u0007", company: "Cafe\u0301\r\nNorth", message: note }, [
      lineOf(0, "1", "Living\u202d room\n"),
    ]);
    const [quote] = listQuotes();
    expect(quote).toMatchObject({
      name: "Ada Lovelace",
      company: "Caf\u00e9 North",
      message: "Two rooms\nthis winter",
    });
    expect(quote!.lines[0]!.room).toBe("Living room");
  });

  it("refuses a request without lines", async () => {
    const result = (await post(who, [])) as { data: { errors: { form: string } } };
    expect(result.data.errors.form).toBe("Add at least one radiator to the quote.");
  });

  it("keeps nothing a robot sends through the hidden field, and answers as if it had", async () => {
    const result = (await post({ ...who, website: "http://spam.example" }, [lineOf()])) as Response;
    expect(result.status).toBe(303);
    expect(listQuotes()).toEqual([]);
  });

  it("limits one address to five requests in ten minutes; another address may still send", async () => {
    for (let i = 0; i < 5; i++) expect(((await post(who, [lineOf()])) as Response).status).toBe(303);
    const limited = (await post(who, [lineOf()])) as { init: { status: number }; data: { errors: { form: string } } };
    expect(limited.init.status).toBe(429);
    expect(limited.data.errors.form).toBe(
      "You have sent several quote requests in the last few minutes. Please wait ten minutes and try again.",
    );
    expect(((await post(who, [lineOf()], "198.51.100.4")) as Response).status).toBe(303);
    expect(listQuotes()).toHaveLength(6);
  });
});

describe("GET /quote", () => {
  it("shows the lines a link carries by their names, and says which cannot be found", async () => {
    const model = firstModel();
    const line = lineOf();
    const { lines } = view(`/quote?basket=1&${new URLSearchParams(line)}&model=gone&size=X&finish=y`).data;
    expect(lines[0]).toMatchObject({ modelName: model.name, finishName: model.finishes[0]!.name, room: "Living room" });
    expect(lines[1]!.error).toBe("This model is no longer in our range. Please remove the line.");
  });
});

describe("the basket without JavaScript", () => {
  const linesAt = (location: string) => new URL(location, "http://localhost").searchParams.getAll("size");
  /** The lines a Set-Cookie header keeps in the basket. */
  const basketLinesOf = (setCookie: string) =>
    basketLines(new Request("http://localhost/quote", { headers: { cookie: setCookie.split(";")[0]! } }));
  const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

  it("a link's line joins the lines of the browser's basket cookie, once, and the cookie follows", () => {
    const [first, second] = [lineOf(0), lineOf(1, "1", "Bedroom")];
    const added = change(`/quote?${new URLSearchParams({ ...second, message: "Outputs for my system" })}`);
    expect(added.status).toBe(303);
    expect(added.location).toMatch(/^\/quote\?basket=1&model=/);
    expect(linesAt(added.location)).toEqual([second.size]);
    expect(new URL(added.location, "http://localhost").searchParams.get("message")).toBe("Outputs for my system");

    const basket = cookieOf(change(`/quote?${new URLSearchParams(first)}`).cookie);
    const both = change(`/quote?${new URLSearchParams(second)}`, basket);
    expect(linesAt(both.location)).toEqual([first.size, second.size]);
    expect(both.cookie).toMatch(/; Path=\/quote; Max-Age=2592000; SameSite=Lax$/);
    // The same radiator for the same room again, at another quantity: still one line, as it was.
    const again = change(`/quote?${new URLSearchParams({ ...first, quantity: "4" })}`, cookieOf(both.cookie));
    expect(linesAt(again.location)).toEqual([first.size, second.size]);
    expect(new URL(again.location, "http://localhost").searchParams.getAll("quantity")).toEqual(["2", "1"]);
  });

  it("keeps a line the catalogue does not know on the page, never in the cookie", () => {
    const gone = { ...lineOf(), model: "gone" };
    const added = change(`/quote?${new URLSearchParams(gone)}`);
    expect(new URL(added.location, "http://localhost").searchParams.getAll("model")).toEqual(["gone"]);
    expect(added.cookie).toMatch(/^tepore-quote-basket=; Path=\/quote; Max-Age=0;/);
  });

  it("a line's 'Remove' posts the form: the other lines and the buyer's details come back as typed", async () => {
    const [first, second] = [lineOf(0), { ...lineOf(1, "7", "Landing"), connection: "bottom-opposite" }];
    const note = { ...who, message: "Please ring after six." };
    const result = (await post({ ...note, intent: "remove:1" }, [first, second])) as {
      data: { input: typeof note; lines: { size: string; quantity: string; room: string }[]; notice: string };
      init: { status?: number; headers: HeadersInit };
    };
    expect(result.init.status ?? 200).toBe(200);
    expect(result.data.lines).toEqual([expect.objectContaining(second)]);
    expect(result.data.input).toMatchObject({ name: who.name, email: who.email, message: "Please ring after six." });
    expect(result.data.notice).toMatch(new RegExp(`^Removed ${firstModel().name}, ${first.size}, `));
    // The rest become the basket, the note with them; nothing is sent, checked or counted.
    const cookie = new Headers(result.init.headers).get("Set-Cookie")!;
    expect(basketLinesOf(cookie).map((line) => line.size)).toEqual([second.size]);
    expect(cookie).toContain("quantity=7&room=Landing");
    expect(cookie).toContain("message=Please+ring+after+six.");
    expect(listQuotes()).toHaveLength(0);
    expect(getDb().select().from(attempts).all()).toHaveLength(0);
  });

  it("removing the last line empties the basket and leads to the empty request", async () => {
    const result = (await post({ ...who, intent: "remove:1" }, [lineOf(0)])) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe("/quote");
    expect(result.headers.get("Set-Cookie")).toMatch(/^tepore-quote-basket=; Path=\/quote; Max-Age=0;/);
  });

  it("a 'Remove' for a line the form does not hold removes nothing", async () => {
    const result = (await post({ ...who, intent: "remove:3" }, [lineOf(0), lineOf(1)])) as {
      data: { lines: unknown[] };
    };
    expect(result.data.lines).toHaveLength(2);
    expect(listQuotes()).toHaveLength(0);
  });

  it("'Update the estimate' brings the form back as typed, priced by the server, and sends nothing", async () => {
    const rail = catalogue().models.find((m) => m.kind === "towel-rail")!;
    const electric = {
      ...lineOf(0, "3", "Bathroom"),
      model: rail.id,
      size: rail.sizes[0]!.code,
      finish: rail.finishes[0]!.id,
      heating: "electric",
      valves: "angled-valves-chrome",
    };
    const result = (await post({ ...who, intent: "update" }, [lineOf(), electric])) as {
      data: { input: typeof who; lines: { quantity: string; valves: string }[]; notice: string; errors?: unknown };
      init: { headers: HeadersInit };
    };
    expect(result.data.lines).toHaveLength(2);
    expect(result.data.lines[1]).toMatchObject({ quantity: "3", heating: "electric", valves: "" });
    expect(result.data.input.name).toBe(who.name);
    expect(result.data.errors).toBeUndefined();
    expect(result.data.notice).toBe("The estimate is up to date with your choices.");
    expect(basketLinesOf(new Headers(result.init.headers).get("Set-Cookie")!)).toHaveLength(2);
    expect(listQuotes()).toHaveLength(0);
    expect(getDb().select().from(attempts).all()).toHaveLength(0);
  });

  it("the page answering a post is the post's own: at the bare address it does not open the basket instead", () => {
    // React Router runs the loader after the action with the post's address and headers (its body's type among them).
    const basket = cookieOf(change(`/quote?${new URLSearchParams(lineOf())}`).cookie);
    const answering = loader({
      request: new Request("http://localhost/quote", {
        headers: { cookie: basket, "Content-Type": "application/x-www-form-urlencoded" },
      }),
    } as never);
    expect(answering).not.toBeInstanceOf(Response);
  });

  it("the bare quote page opens the browser's basket; without one it is the empty request", () => {
    const basket = cookieOf(change(`/quote?${new URLSearchParams(lineOf())}`).cookie);
    const opened = open("/quote", basket) as Response;
    expect(opened.status).toBe(303);
    expect(linesAt(opened.headers.get("Location")!)).toEqual([lineOf().size]);
    expect(opened.headers.get("Set-Cookie")).toBeNull();
    expect(view("/quote").data.lines).toEqual([]);
    expect(view("/quote", "tepore-quote-basket=").data.lines).toEqual([]);
  });

  it("the request as it stands is the same page for everyone: no cookie read or set", () => {
    const page = view(`/quote?basket=1&${new URLSearchParams(lineOf())}`, "tepore-quote-basket=model=x");
    expect(page.data.lines).toHaveLength(1);
    expect(new Headers(page.init?.headers).has("Set-Cookie")).toBe(false);
  });

  it("a refused request keeps the lines as posted in the basket", async () => {
    const result = (await post({ ...who, name: "" }, [lineOf(0, "7")])) as { init: { headers: HeadersInit } };
    expect(new Headers(result.init.headers).get("Set-Cookie")).toMatch(/^tepore-quote-basket=model=.*&quantity=7&/);
  });
});

describe("GET /quote's lines", () => {
  it("show an electric towel rail without valves or a pipe connection, whatever the address kept", () => {
    const rail = catalogue().models.find((m) => m.kind === "towel-rail")!;
    const line = {
      ...lineOf(),
      model: rail.id,
      size: rail.sizes[0]!.code,
      finish: rail.finishes[0]!.id,
      heating: "electric",
      valves: "angled-valves-chrome",
      connection: "bottom-opposite",
    };
    const { lines } = view(`/quote?basket=1&${new URLSearchParams(line)}`).data;
    expect(lines[0]).toMatchObject({ heating: "electric", valves: "", connection: "" });
  });

  it("offer only the connections each model is made for, advice first", () => {
    const retto = catalogue().models.find((m) => m.id === "retto-horizontal")!;
    const line = { ...lineOf(), model: retto.id, size: retto.sizes[0]!.code, finish: retto.finishes[0]!.id };
    const { lines } = view(`/quote?basket=1&${new URLSearchParams(line)}`).data;
    expect(lines[0]!.connections).toEqual(["bottom-opposite"]);
  });

  it("offer only the brackets and feet each model takes", () => {
    const lineFor = (id: string) => {
      const model = catalogue().models.find((m) => m.id === id)!;
      return { ...lineOf(), model: model.id, size: model.sizes[0]!.code, finish: model.finishes[0]!.id };
    };
    const { lines } = view(
      `/quote?basket=1&${new URLSearchParams([
        ...Object.entries(lineFor("retto-horizontal")),
        ...Object.entries(lineFor("augusto-3-column")),
      ])}`,
    ).data;
    expect(lines.map((line) => line.bracketIds)).toEqual([
      ["wall-brackets"],
      ["wall-brackets", "floor-feet", "cast-floor-feet"],
    ]);
  });
});

describe("checkQuote", () => {
  it("refuses text holding half of a character (a lone surrogate) with one message, in any field or room", () => {
    const checked = checkQuote(catalogue(), {
      ...who,
      company: "North\ud800",
      message: "\udc00",
      lines: [lineOf(0, "1", "Hall\ud83d")],
    });
    expect(checked.errors).toEqual({
      fields: { company: unreadableTextMessage, message: unreadableTextMessage },
      lines: [unreadableTextMessage],
      lineFields: ["room"],
      form: undefined,
    });
  });
});
