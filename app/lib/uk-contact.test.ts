import { describe, expect, it } from "vitest";

import { checkInstallDate, checkPhone, checkPostcode, phoneHref } from "./uk-contact";

describe("UK phone numbers", () => {
  it("accepts mobiles and landlines as people write them, keeping them as typed", () => {
    for (const phone of ["07700 900123", "07700900123", "020 7946 0018", "+44 20 7946 0018", "+44 (0)20 7946 0018"])
      expect(checkPhone(phone)).toEqual({ value: phone });
    expect(checkPhone("0044 7700-900-123")).toEqual({ value: "0044 7700-900-123" });
    expect(checkPhone("  0114  496 0000 ")).toEqual({ value: "0114 496 0000" });
  });

  it("dials from anywhere: +44 and the number without its leading 0", () => {
    expect(phoneHref("+44 (0)20 7946 0018")).toBe("tel:+442079460018");
    expect(phoneHref("07700 900123")).toBe("tel:+447700900123");
  });

  it("refuses an empty, short, foreign or lettered number with a clear message", () => {
    expect(checkPhone("").error).toBe("Enter a phone number, so the showroom can call about your quote.");
    for (const phone of ["12345", "+33 1 23 45 67 89", "0770090012x", "00 7700 900123", "07700 900123 456"])
      expect(checkPhone(phone).error).toBe("Enter a UK phone number, like 07700 900123 or 020 7946 0018.");
  });
});

describe("UK postcodes", () => {
  it("normalises any case and spacing to capitals with one space before the inward code", () => {
    expect(checkPostcode("sw1a1aa")).toEqual({ value: "SW1A 1AA" });
    expect(checkPostcode(" m1  1ae ")).toEqual({ value: "M1 1AE" });
    expect(checkPostcode("B33 8TH")).toEqual({ value: "B33 8TH" });
    expect(checkPostcode("cr26xh")).toEqual({ value: "CR2 6XH" });
    expect(checkPostcode("DN55 1PT")).toEqual({ value: "DN55 1PT" });
  });

  it("refuses what is not a UK postcode", () => {
    expect(checkPostcode("").error).toBe("Enter your postcode, so we can quote delivery.");
    for (const postcode of ["12345", "SW1A", "SW1A 1A", "1AA SW1", "SW1A-1AA!"])
      expect(checkPostcode(postcode).error).toBe("Enter a UK postcode, like SW1A 1AA.");
  });
});

describe("install dates", () => {
  const now = new Date("2026-11-25T23:30:00Z");

  it("is optional, and may be today (in the UK) or later", () => {
    expect(checkInstallDate("", now)).toEqual({ value: "" });
    expect(checkInstallDate("2026-11-25", now)).toEqual({ value: "2026-11-25" });
    expect(checkInstallDate("2027-02-28", now)).toEqual({ value: "2027-02-28" });
  });

  it("refuses a past day, a day that does not exist and one years away", () => {
    expect(checkInstallDate("2026-11-24", now).error).toBe("The install date cannot be in the past.");
    expect(checkInstallDate("2027-02-30", now).error).toBe("Enter the install date as a day, month and year.");
    expect(checkInstallDate("soon", now).error).toBe("Enter the install date as a day, month and year.");
    expect(checkInstallDate("2031-01-01", now).error).toBe(
      "Please choose an install date within the next three years.",
    );
  });

  it("counts days in UK time: just after midnight in summer it is already the next day", () => {
    const summer = new Date("2027-06-30T23:30:00Z");
    expect(checkInstallDate("2027-06-30", summer).error).toBe("The install date cannot be in the past.");
  });
});
