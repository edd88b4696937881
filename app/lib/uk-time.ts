/**
 * Times the administrator chooses are UK wall-clock times (Europe/London): GMT in winter, BST (GMT+1) in summer
 * (decision 161). These turn a date and time typed in the UK into the instant it names, and an instant back.
 */
const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

export interface UkWallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  seconds: number;
  zone: "GMT" | "BST";
}

/** The UK date, time and zone of an instant. */
export function ukWallTime(instant: Date): UkWallTime {
  const part = (type: string) => londonParts.formatToParts(instant).find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
    seconds: Number(part("second")),
    zone: part("timeZoneName") === "BST" ? "BST" : "GMT",
  };
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * The instant a UK date (YYYY-MM-DD) and time (HH:MM, or HH:MM:SS) name, or null when there is none: a date that
 * does not exist, or a time in the hour the clocks skip in March. A time the clocks pass twice in October is the
 * first of the two (BST), the earlier instant.
 */
export function ukInstant(date: string, time: string): Date | null {
  const d = datePattern.exec(date);
  const t = timePattern.exec(time);
  if (!d || !t) return null;
  const [, year, month, day] = d.map(Number) as [number, number, number, number];
  const [, hour, minute, second = 0] = t.map((part) => (part === undefined ? undefined : Number(part))) as [
    number,
    number,
    number,
    number?,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  for (const offsetHours of [1, 0]) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    const wall = ukWallTime(instant);
    if (wall.date === date && wall.time === time.slice(0, 5) && wall.seconds === second) return instant;
  }
  return null;
}

const longFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 'Thu, 26 Nov 2026, 09:00 GMT': an instant as the administrator reads it, with the UK zone named. */
export function formatUkTime(iso: string): string {
  const instant = new Date(iso);
  return `${longFormat.format(instant)} ${ukWallTime(instant).zone}`;
}
