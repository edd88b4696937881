/**
 * A buyer's UK phone number, postcode and install date, checked and normalised for a quote (decision 136). Each
 * check answers the value to keep or the message to show.
 */

type Checked = { value: string; error?: undefined } | { value?: undefined; error: string };

/**
 * A UK number as people write it: 07700 900123, 020 7946 0018, +44 (0)20 7946 0018, 0044 7700 900123. Kept as
 * typed, its spaces tidied; what counts is 10 digits after the leading 0 (or 9, for a few old area codes).
 */
/** The number's digits as dialled in the UK: 02079460018. */
const nationalDigits = (phone: string) => phone.replace(/[\s().-]/g, "").replace(/^(\+44|0044)(0)?/, "0");

/** A tel: link that dials the number from anywhere: tel:+442079460018. */
export const phoneHref = (phone: string) => `tel:+44${nationalDigits(phone).slice(1)}`;

export function checkPhone(input: string): Checked {
  const value = input.replace(/\s+/g, " ").trim();
  if (value === "") return { error: "Enter a phone number, so the showroom can call about your quote." };
  if (!/^0[1-9]\d{8,9}$/.test(nationalDigits(value)))
    return { error: "Enter a UK phone number, like 07700 900123 or 020 7946 0018." };
  return { value };
}

/** A UK postcode in any case and spacing (sw1a1aa, SW1A 1AA), normalised to capitals with one space: SW1A 1AA. */
export function checkPostcode(input: string): Checked {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (compact === "") return { error: "Enter your postcode, so we can quote delivery." };
  const match = /^([A-Z]{1,2}\d[A-Z\d]?|GIR)(\d[A-Z]{2})$/.exec(compact);
  if (!match) return { error: "Enter a UK postcode, like SW1A 1AA." };
  return { value: `${match[1]} ${match[2]}` };
}

/** Today's date in the UK, as YYYY-MM-DD. */
export const ukToday = (now = new Date()) => now.toLocaleDateString("en-CA", { timeZone: "Europe/London" });

/** An optional install date (YYYY-MM-DD, as a date field sends it): a real day, today or later, within 3 years. */
export function checkInstallDate(input: string, now = new Date()): Checked {
  const value = input.trim();
  if (value === "") return { value };
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value)
    return { error: "Enter the install date as a day, month and year." };
  const today = ukToday(now);
  if (value < today) return { error: "The install date cannot be in the past." };
  if (Number(value.slice(0, 4)) > Number(today.slice(0, 4)) + 3)
    return { error: "Please choose an install date within the next three years." };
  return { value };
}
