import { describe, expect, it } from "vitest";

import { catalogueSeed } from "~/content/catalogue";
import { sizeOutputs } from "~/lib/catalogue/catalogue-queries";
import { sizePrice } from "~/lib/catalogue/prices";
import {
  connectionChoices,
  finderQuery,
  finderSearchBack,
  finderSystemParams,
  findSizes,
  noMatchAdvice,
  radiatorType,
  readFinderQuery,
  sizesPerPage,
} from "~/lib/catalogue/range-finder";
import { heatPumpSystem } from "~/lib/system-presets";

const finishIds = ["white", "anthracite", "chrome", "matte-black"];
const read = (query: string) => readFinderQuery(new URLSearchParams(query), finishIds);
const allOf = (query: string) => findSizes(catalogueSeed, { ...read(query), page: 1 });

describe("the range finder's reading of its address", () => {
  it("defaults to every size at the boiler's ΔT50, lowest output first", () => {
    const query = read("");
    expect(query.errors).toEqual({});
    expect(query.system).toMatchObject({ flow: 75, return: 65, room: 20 });
    expect([query.type, query.maxHeight, query.maxWidth, query.minWatts, query.finish]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(query.sort).toBe("output");
  });

  it("reads a heat pump at 45 °C and limits written as people write them", () => {
    const query = read("system=heat-pump&flow=45&type=vertical&maxwidth=500+mm&min=1%2C000&sort=price");
    expect(query.errors).toEqual({});
    expect(query.system).toEqual(heatPumpSystem(45));
    expect([query.type, query.maxWidth, query.minWatts, query.sort]).toEqual(["vertical", 500, 1000, "price"]);
  });

  it("says what to type for an output of -5 or 999999 and leaves it out", () => {
    for (const min of ["-5", "999999", "lots"]) {
      const query = read(`min=${min}`);
      expect(query.errors.min).toBe("Minimum output must be a whole number of watts from 0 to 20,000.");
      expect(query.minWatts).toBeNull();
    }
  });

  it("refuses a flow below the room temperature and a heat pump flow out of range", () => {
    expect(read("system=custom&flow=18&return=15&room=20").errors.flow).toMatch(/above the room temperature/);
    expect(read("system=heat-pump&flow=70").errors.flow).toMatch(/from 35 to 55/);
    expect(read("system=custom&flow=18&return=15&room=20").system).toMatchObject({ flow: 75, return: 65, room: 20 });
  });

  it("refuses an unknown type, finish, order, wall size or connection", () => {
    const { errors } = read("type=round&finish=gold&sort=colour&maxheight=50&connection=top");
    expect(Object.keys(errors).sort()).toEqual(["connection", "finish", "maxheight", "sort", "type"]);
    expect(errors.connection).toBe("Choose where the pipes connect from the list.");
  });
});

describe("the range finder's search", () => {
  // No vertical radiator of the range 500 mm wide or less gives 1,000 W at a 45 °C flow (the most is about 570 W).
  it("finds vertical radiators at most 500 mm wide giving 450 W at a 45 °C heat pump across series", () => {
    const result = allOf("system=heat-pump&flow=45&type=vertical&maxwidth=500&min=450");
    expect(result.total).toBeGreaterThan(0);
    const system = heatPumpSystem(45);
    for (const found of result.sizes) {
      expect(found.type).toBe("vertical");
      expect(found.size.width).toBeLessThanOrEqual(500);
      expect(found.watts).toBeGreaterThanOrEqual(450);
      expect(found.watts).toBe(sizeOutputs(found.model, found.size, system).system.watts);
    }
    expect(new Set(result.sizes.map((found) => found.model.seriesId)).size).toBeGreaterThan(1);
  });

  it("figures towel rails at a heat pump's flow in a bathroom kept at 22 °C, as the calculator does, radiators at 21 °C", () => {
    const rails = allOf("system=heat-pump&flow=45&type=towel-rail");
    expect(rails.total).toBeGreaterThan(0);
    for (const found of rails.sizes) {
      expect(found.system).toEqual({ flow: 45, return: 40, room: 22 });
      expect(found.watts).toBe(sizeOutputs(found.model, found.size, heatPumpSystem(45, 22)).system.watts);
    }
    for (const found of allOf("system=heat-pump&flow=45&type=vertical").sizes)
      expect(found.system).toEqual(heatPumpSystem(45));
    // The boiler's EN 442 rating and temperatures of the buyer's own stay as given, towel rails or not.
    expect(allOf("type=towel-rail").sizes[0]!.system).toMatchObject({ flow: 75, return: 65, room: 20 });
    const own = allOf("system=custom&flow=45&return=38&room=21&type=towel-rail").sizes[0]!;
    expect(own.system).toEqual({ flow: 45, return: 38, room: 21 });
    // A heat pump's flow refused: the boiler's figures, as for every size.
    expect(allOf("system=heat-pump&flow=70&type=towel-rail").sizes[0]!.system).toMatchObject({ flow: 75, room: 20 });
  });

  it("types sizes by kind, series and proportions", () => {
    const model = (id: string) => catalogueSeed.models.find((m) => m.id === id)!;
    expect(radiatorType(model("retto-vertical"), model("retto-vertical").sizes[0]!)).toBe("vertical");
    expect(radiatorType(model("retto-horizontal"), model("retto-horizontal").sizes[0]!)).toBe("horizontal");
    expect(radiatorType(model("augusto-2-column"), model("augusto-2-column").sizes[0]!)).toBe("column");
    expect(radiatorType(model("soffio"), model("soffio").sizes[0]!)).toBe("towel-rail");
  });

  it("prices each size in the finish asked for and keeps only models offered in it", () => {
    const result = allOf("finish=chrome&sort=price");
    expect(result.sizes.every((found) => found.finish.id === "chrome")).toBe(true);
    const prices = result.sizes.map((found) => found.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("with any finish prices each size in its least dear finish, the model page's 'From', and sorts by that", () => {
    const { sizes } = allOf("sort=price");
    for (const found of sizes) {
      const cheaper = found.model.finishes.filter((finish) => sizePrice(found.size, finish) < found.price);
      expect(cheaper, `${found.size.code} in ${found.finish.name}`).toEqual([]);
    }
    const cheapest = Math.min(
      ...catalogueSeed.models.flatMap((model) =>
        model.sizes.flatMap((size) => model.finishes.map((finish) => sizePrice(size, finish))),
      ),
    );
    expect(sizes[0]!.price).toBe(cheapest);
  });

  it("keeps to the models whose pipes can connect where the buyer's are, and offers only positions the range has", () => {
    const side = allOf("connection=side");
    expect(side.total).toBeGreaterThan(0);
    expect(side.total).toBeLessThan(allOf("").total);
    expect(side.sizes.every((found) => found.model.connections.includes("side"))).toBe(true);
    expect(new Set(side.sizes.map((found) => found.model.seriesId))).toEqual(new Set(["augusto"]));
    expect(connectionChoices(catalogueSeed)).toEqual([
      ["any", "Any position"],
      ["bottom-opposite", "Bottom, opposite ends"],
      ["side", "Side, top and bottom"],
    ]);
  });

  it("sorts by output and by size", () => {
    const byOutput = allOf("").sizes.map((found) => found.watts);
    expect(byOutput).toEqual([...byOutput].sort((a, b) => a - b));
    const bySize = allOf("sort=size").sizes.map((found) => found.size.height * found.size.width);
    expect(bySize).toEqual([...bySize].sort((a, b) => a - b));
  });

  it("pages the results and keeps a page past the end on the last", () => {
    const first = allOf("");
    expect(first.sizes).toHaveLength(sizesPerPage);
    expect(first.pages).toBe(Math.ceil(first.total / sizesPerPage));
    const last = findSizes(catalogueSeed, read("page=999"));
    expect(last.page).toBe(first.pages);
    expect(last.from).toBe((first.pages - 1) * sizesPerPage + 1);
  });
});

describe("when no size matches", () => {
  const advice = (query: string) => {
    const read = readFinderQuery(new URLSearchParams(query), finishIds);
    return noMatchAdvice(read, findSizes(catalogueSeed, read).strongest, "Heat pump 45/40/21 °C");
  };

  it("says a room needing more than any one size gives takes several radiators, with the strongest that fits", () => {
    const query = "system=heat-pump&flow=45&min=2280";
    const read = readFinderQuery(new URLSearchParams(query), finishIds);
    const { total, strongest } = findSizes(catalogueSeed, read);
    expect(total).toBe(0);
    const everySize = findSizes(catalogueSeed, { ...read, minWatts: null, page: 1 });
    const strongestOfAll = Math.max(
      ...Array.from({ length: everySize.pages }, (_, page) =>
        findSizes(catalogueSeed, { ...read, minWatts: null, page: page + 1 }).sizes.map((found) => found.watts),
      ).flat(),
    );
    expect(strongest).toBe(strongestOfAll);
    expect(advice(query)).toBe(
      `No single size gives 2,280 W at Heat pump 45/40/21 °C: the strongest that fits your other choices gives ${strongestOfAll.toLocaleString("en-GB")} W. A room that needs more takes two or more radiators, which the sizing calculator plans.`,
    );
  });

  it("names only the choices the buyer made as the ones to loosen", () => {
    expect(advice("maxheight=300&maxwidth=300")).toBe(
      "No size matches, at Heat pump 45/40/21 °C. Try a larger wall space.",
    );
    expect(advice("maxheight=300&finish=chrome&type=towel-rail")).toBe(
      "No size matches, at Heat pump 45/40/21 °C. Try a larger wall space, any finish or any type.",
    );
    // A wall too small for anything: the output asked for is not what stands in the way.
    expect(advice("maxheight=300&min=500")).toBe(
      "No size matches, at Heat pump 45/40/21 °C. Try a larger wall space or a lower output.",
    );
  });
});

describe("the range finder's addresses", () => {
  it("leave out the defaults and carry a system as the form gives it", () => {
    expect(finderQuery(read("system=heat-pump&flow=50&min=450&maxheight=&page=2").values)).toBe(
      "system=heat-pump&flow=50&min=450&page=2",
    );
    expect(finderSystemParams({ flow: 75, return: 65, room: 20 })).toEqual([]);
    expect(finderSystemParams(heatPumpSystem(45))).toEqual([
      ["system", "heat-pump"],
      ["flow", "45"],
    ]);
    expect(finderSystemParams({ flow: 60, return: 50, room: 20 })).toEqual([
      ["system", "custom"],
      ["flow", "60"],
      ["return", "50"],
      ["room", "20"],
    ]);
  });
});

describe("the way back from a comparison", () => {
  it("keeps the finder's filters, order and page, at the comparison's system and finish, with the sizes compared", () => {
    const finder = "system=heat-pump&flow=45&type=vertical&maxwidth=500&min=450&sort=price&page=2&finish=white&x=1";
    expect(finderSearchBack(finder, [["finish", "chrome"]])).toBe(
      "finish=chrome&type=vertical&maxwidth=500&min=450&sort=price&page=2",
    );
    expect(finderSearchBack(null, [])).toBe("");
    expect(finderSearchBack("sort=price&sizes=XX-1", [], ["RV-1600-300-S", "SO-800-400"])).toBe(
      "sort=price&sizes=RV-1600-300-S&sizes=SO-800-400",
    );
  });
});
