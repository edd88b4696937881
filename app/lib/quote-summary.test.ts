import { describe, expect, it } from "vitest";

import { lineDetails, quoteSummaryText, quoteTotal } from "./quote-summary";

const panel = {
  quantity: 2,
  modelName: "Retto Horizontal",
  sizeLabel: "600 × 1,000 × 72 mm",
  finishName: "Chrome",
  room: "Kitchen",
  valves: "Angled valves (Chrome)",
  connection: "Bottom, same end",
  brackets: "",
  heating: "",
  guidePrice: 1210,
};
const rail = {
  ...panel,
  quantity: 1,
  modelName: "Scala",
  room: "",
  valves: "",
  connection: "Not sure, please advise",
  brackets: "Wall brackets",
  heating: "Dual fuel",
  guidePrice: 455,
};

describe("a quote's summary", () => {
  it("adds up the lines' guide prices", () => {
    expect(quoteTotal([panel, rail])).toBe(1665);
    expect(quoteTotal([])).toBe(0);
  });

  it("names each line's fittings, 'none' where there are none, and the heating of a towel rail only", () => {
    expect(lineDetails(panel)).toBe("Valves: Angled valves (Chrome) · Connection: Bottom, same end · Brackets: none");
    expect(lineDetails(rail)).toBe(
      "Valves: none · Connection: Not sure, please advise · Brackets: Wall brackets · Heating: Dual fuel",
    );
  });

  it("says nothing of valves or a connection for a line without pipes (an electric towel rail)", () => {
    const electric = { ...rail, connection: "", heating: "Electric, including the element (£95), per rail" };
    expect(lineDetails(electric)).toBe(
      "Brackets: Wall brackets · Heating: Electric, including the element (£95), per rail",
    );
  });

  it("writes the e-mail: reference, lines with prices, total, the note on prices and the buyer's details", () => {
    expect(
      quoteSummaryText({
        reference: "Q-2027-0003",
        lines: [panel, rail],
        phone: "07700 900123",
        postcode: "M1 1AE",
        installDate: "",
        message: "",
      }),
    ).toBe(
      [
        "Quote request Q-2027-0003, 2 lines:",
        "- 2 × Retto Horizontal, 600 × 1,000 × 72 mm, Chrome (Kitchen): £1,210",
        "  Valves: Angled valves (Chrome) · Connection: Bottom, same end · Brackets: none",
        "- 1 × Scala, 600 × 1,000 × 72 mm, Chrome: £455",
        "  Valves: none · Connection: Not sure, please advise · Brackets: Wall brackets · Heating: Dual fuel",
        "Guide total: £1,665",
        "Guide prices include VAT. Your quote confirms the price and delivery.",
        "",
        "Phone: 07700 900123",
        "Postcode: M1 1AE",
        "Install date: not given",
      ].join("\n"),
    );
  });
});
