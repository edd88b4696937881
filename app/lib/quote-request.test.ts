import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";

import {
  checkQuote,
  fittedToHeating,
  type readQuoteForm,
  removedLineIndex,
  removeIntent,
  updateIntent,
  updatesEstimate,
} from "./quote-request";

const soffio = catalogueSeed.models.find((model) => model.id === "soffio")!;
const retto = catalogueSeed.models.find((model) => model.id === "retto-horizontal")!;
const line = (changes: Partial<ReturnType<typeof readQuoteForm>["lines"][number]> = {}) => ({
  model: soffio.id,
  size: soffio.sizes[0]!.code,
  finish: soffio.finishes[0]!.id,
  quantity: "1",
  room: "Bathroom",
  valves: "",
  connection: "",
  brackets: "",
  heating: "",
  ...changes,
});
const who = {
  name: "Ada",
  email: "ada@example.co.uk",
  company: "",
  message: "",
  phone: "07700 900123",
  postcode: "M1 1AE",
  installDate: "",
};

const electricRefusal =
  "An electric towel rail needs no valves or pipe connection, so they are off this line now. Please check its guide price and send again.";

describe("checkQuote's message for a line", () => {
  it("names the field it is about, so the page can mark that field", () => {
    const checked = checkQuote(catalogueSeed, {
      ...who,
      lines: [
        line({ quantity: "0" }),
        line(),
        line({ quantity: "51", room: "x".repeat(61) }),
        line({ room: "x".repeat(61) }),
        line({ heating: "electric", valves: "thermostatic-valves-chrome" }),
        line({ heating: "electric", connection: "bottom-opposite" }),
        { ...line(), model: retto.id, size: retto.sizes[0]!.code, finish: retto.finishes[0]!.id, connection: "side" },
        line({ model: "gone" }),
      ],
    });
    expect(checked.errors?.lines).toEqual([
      "Please enter a quantity from 1 to 50.",
      "",
      "Please enter a quantity from 1 to 50.",
      "Please keep the room's name under 60 characters.",
      electricRefusal,
      electricRefusal,
      expect.stringContaining("is made for one pipe connection"),
      "This model is no longer in our range. Please remove the line.",
    ]);
    expect(checked.errors?.lineFields).toEqual([
      "quantity",
      "",
      "quantity",
      "room",
      "heating",
      "heating",
      "connection",
      "",
    ]);
  });
});

describe("a post's intent", () => {
  const posted = (intent?: string) => new URLSearchParams(intent === undefined ? {} : { intent });

  it("removes the line its 'Remove line n' names, counted from 1", () => {
    expect(removedLineIndex(posted(removeIntent(2)))).toBe(1);
  });

  it("updates the estimate for 'Update the estimate' (the page without JavaScript)", () => {
    expect(updatesEstimate(posted(updateIntent))).toBe(true);
    expect(removedLineIndex(posted(updateIntent))).toBeNull();
  });

  it("sends the request for any other post: the form's own button, Enter in a field, a value it does not know", () => {
    for (const intent of [undefined, "", "send", "remove:", "remove:two"]) {
      expect(removedLineIndex(posted(intent))).toBeNull();
      expect(updatesEstimate(posted(intent))).toBe(false);
    }
  });
});

describe("a line fitted to its heating", () => {
  it("has no valves or pipe connection on an electric towel rail; any other line keeps its own", () => {
    const piped = { valves: "thermostatic-valves-chrome", connection: "bottom-opposite" };
    expect(fittedToHeating(line({ heating: "electric", ...piped }))).toEqual(line({ heating: "electric" }));
    for (const heating of ["", "central", "dual-fuel"])
      expect(fittedToHeating(line({ heating, ...piped }))).toEqual(line({ heating, ...piped }));
  });
});
