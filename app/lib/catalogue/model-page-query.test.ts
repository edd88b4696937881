import { describe, expect, it } from "vitest";

import { modelPageSearch, readModelPageQuery, specSheetHref } from "./model-page-query";

const read = (query: string) => readModelPageQuery(new URLSearchParams(query));
const boiler = { flow: 75, return: 65, room: 20 };

describe("the model page's address", () => {
  it("reads the buyer's temperatures, and the boiler when none are given", () => {
    expect(read("flow=45&return=40&room=21")).toMatchObject({
      system: { flow: 45, return: 40, room: 21 },
      errors: {},
    });
    expect(read("")).toMatchObject({ system: boiler, errors: {} });
  });

  it("refuses a flow at or below the room and a return above the flow, saying so and showing ΔT50", () => {
    expect(read("flow=20&return=17&room=21")).toMatchObject({
      system: boiler,
      errors: { system: "The flow temperature must be above the room temperature, or no heat flows." },
      systemInput: { flow: "20", return: "17", room: "21" },
    });
    expect(read("flow=40&return=45&room=21").errors.system).toBe(
      "The return temperature cannot be above the flow temperature.",
    );
    expect(read("flow=hot&return=40&room=21").errors.system).toBe(
      "Flow temperature must be a number of degrees from 30 to 90 °C.",
    );
  });

  it("refuses a negative or absurd minimum output with a message", () => {
    expect(read("min=-50")).toMatchObject({
      minWatts: null,
      errors: { min: "The minimum output must be a whole number of watts from 0 to 20,000." },
    });
    expect(read("min=250000").errors.min).toBe("The minimum output must be a whole number of watts from 0 to 20,000.");
    expect(read("min=500")).toMatchObject({ minWatts: 500, errors: {} });
    expect(read("min=")).toMatchObject({ minWatts: null, errors: {} });
  });

  it("keeps the buyer's temperatures in its links, and leaves the boiler out", () => {
    const query = read("flow=45&return=40&room=21&finish=anthracite");
    expect(modelPageSearch(query, { sort: "output" })).toBe("?finish=anthracite&flow=45&return=40&room=21&sort=output");
    expect(modelPageSearch(read("finish=white"))).toBe("?finish=white");
  });

  it("gives the spec sheet the buyer's temperatures", () => {
    expect(specSheetHref("soffio", read("flow=45&return=40&room=21").system)).toBe(
      "/api/spec-sheets/soffio.pdf?flow=45&return=40&room=21",
    );
    expect(specSheetHref("soffio", read("").system)).toBe("/api/spec-sheets/soffio.pdf");
  });
});
