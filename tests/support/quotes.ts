// What quote requests are made of, for the tests of the quote API, the inbox and the quote e-mail.
/** One line of a quote request, as the quote form stores it. */
export const quoteLineFixture = {
  modelId: "retto-horizontal",
  modelName: "Retto Horizontal",
  sizeCode: "RH-600-1000",
  sizeLabel: "600 × 1,000 × 72 mm",
  finishId: "anthracite",
  finishName: "Anthracite (RAL 7016)",
  quantity: 2,
  room: "Living room",
  valves: "Thermostatic valves (Chrome)",
  connection: "Bottom, opposite ends",
  brackets: "Wall brackets",
  heating: "",
  guidePrice: 1010,
};

/** A buyer's phone, postcode and install date, as a checked quote holds them. */
export const quoteDetailsFixture = { phone: "07700 900123", postcode: "SW1A 1AA", installDate: "" };
