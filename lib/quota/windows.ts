import "server-only";
// Counting windows. Free allowances reset at midnight in Mexico City, where our users live.
export const QUOTA_TIME_ZONE = "America/Mexico_City";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: QUOTA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in Mexico City, as YYYY-MM-DD. */
export function mexicoDay(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** The UTC hour, as YYYY-MM-DDTHH, for the subscribers' fair-use window. */
export function utcHour(now: Date = new Date()): string {
  return now.toISOString().slice(0, 13);
}

/** When a day window's row may be deleted: comfortably after the day ended in any time zone. */
export function dayExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + 2 * 24 * 3600 * 1000);
}

export function hourExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + 2 * 3600 * 1000);
}

/** Guest ids never reset; their rows are kept for a month. */
export function guestExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + 30 * 24 * 3600 * 1000);
}
