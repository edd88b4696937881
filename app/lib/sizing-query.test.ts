import { describe, expect, it } from "vitest";

import { readSizingQuery } from "./sizing-query";

const read = (query: string) => readSizingQuery(new URLSearchParams(query));

describe("the sizing calculator's address", () => {
  it("shows the form without messages on a first visit", () => {
    const query = read("");
    expect(query.submitted).toBe(false);
    expect(query.errors).toEqual({});
    expect(query.room).toBeUndefined();
  });

  it("reads a room in metres, or feet and inches, and a heat pump at 45 °C as 45/40/21", () => {
    const query = read("type=living&length=5&width=13 ft 1.5 in&height=2.4&system=heat-pump&flow=45");
    expect(query.errors).toEqual({});
    expect(query.room).toMatchObject({ type: "living", length: 5, width: 4, height: 2.4 });
    expect(query.system).toEqual({ flow: 45, return: 40, room: 21 });
  });

  it("refuses a 0 m room, a 50 m ceiling and letters in a number field, each with its message", () => {
    const query = read("length=0&width=4&height=50&windows=two&system=heat-pump&flow=70");
    expect(query.room).toBeUndefined();
    expect(query.errors).toEqual({
      length: "Length must be between 0.5 m and 30 m.",
      height: "Ceiling height must be between 1.8 m and 6 m.",
      windows: "Windows must be a whole number from 0 to 20.",
      flow: "The heat pump's flow temperature must be a number of degrees from 35 to 55 °C.",
    });
    expect(read("length=abc&width=4").errors.length).toBe(
      "Length must be a measurement, such as 4.2 (metres), 420 cm or 13 ft 9 in.",
    );
  });

  it("takes custom temperatures, refusing a return above the flow or a room as warm as the water", () => {
    expect(read("length=4&width=4&system=custom&flow=50&return=40&room=20").system).toEqual({
      flow: 50,
      return: 40,
      room: 20,
    });
    expect(read("length=4&width=4&system=custom&flow=40&return=50&room=20").errors.return).toBe(
      "The return temperature cannot be above the flow temperature.",
    );
    expect(read("length=4&width=4&system=custom&flow=30&return=24&room=28").errors.room).toBe(
      "The room must be cooler than the water's mean temperature, or no heat flows.",
    );
  });

  it("refuses values that are not in the lists", () => {
    expect(read("length=4&width=4&type=garage&glazing=quad").errors).toEqual({
      type: "Choose a room type from the list.",
      glazing: "Choose the glazing from the list.",
    });
  });

  it("takes the room temperature from the room type unless the buyer gives one, for the heat pump too", () => {
    const bedroom = read("type=bedroom&length=4&width=3&system=heat-pump&flow=45");
    expect(bedroom.roomTemperature).toBe(18);
    expect(bedroom.system).toEqual({ flow: 45, return: 40, room: 18 });
    expect(bedroom.room?.temperature).toBe(18);
    const warmer = read("type=bedroom&length=4&width=3&system=heat-pump&flow=45&room=20");
    expect(warmer.system).toEqual({ flow: 45, return: 40, room: 20 });
    expect(read("type=bathroom&length=2&width=2&system=custom&flow=50&return=40").system).toEqual({
      flow: 50,
      return: 40,
      room: 22,
    });
    // The boiler is quoted at EN 442's ΔT50, as the trade sizes boiler systems; the room still sets the need.
    expect(read("type=bedroom&length=4&width=3&room=20").system).toMatchObject({ flow: 75, return: 65, room: 20 });
    expect(read("type=bedroom&length=4&width=3&room=20").room?.temperature).toBe(20);
    expect(read("length=4&width=3&room=35").errors.room).toBe(
      "Room temperature must be a number of degrees from 10 to 28 °C.",
    );
  });

  it("refuses a flow no warmer than the room with a message, never a negative ΔT", () => {
    const query = read("length=4&width=4&system=custom&flow=20&return=17&room=21");
    expect(query.system).toBeUndefined();
    expect(query.errors.flow).toBe("The flow temperature must be above the room temperature, or no heat flows.");
  });

  it("takes a surveyed heat loss in watts instead of the estimate, with or without the room's measurements", () => {
    expect(read("type=living&loss=1,800&system=heat-pump&flow=45")).toMatchObject({
      errors: {},
      submitted: true,
      surveyedWatts: 1800,
      room: undefined,
    });
    expect(read("length=5&width=4&loss=1800 W").surveyedWatts).toBe(1800);
    expect(read("length=5&width=4&loss=").surveyedWatts).toBeUndefined();
    const message = "Heat loss from a survey must be a whole number of watts from 50 to 20,000, such as 1800.";
    for (const loss of ["lots", "-5", "0", "25000", "1800.5"])
      expect(read(`length=5&width=4&loss=${loss}`).errors.loss).toBe(message);
  });

  it("reads the wall space: the widest and tallest radiator in mm and the orientation", () => {
    expect(read("length=5&width=4&maxwidth=1200&maxheight=700&orientation=horizontal").wall).toEqual({
      maxWidth: 1200,
      maxHeight: 700,
      orientation: "horizontal",
    });
    expect(read("length=5&width=4").wall).toEqual({ maxWidth: null, maxHeight: null, orientation: "any" });
    expect(read("length=5&width=4&maxwidth=12cm&maxheight=50&orientation=diagonal").errors).toEqual({
      maxwidth: "Widest radiator must be a whole number of millimetres from 200 to 10,000, such as 1200.",
      maxheight: "Tallest radiator must be a whole number of millimetres from 200 to 10,000, such as 1200.",
      orientation: "Choose an orientation from the list.",
    });
  });
});
