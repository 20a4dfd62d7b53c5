// Dates the chat shows: day separators in the person's own time zone, and when a free allowance
// renews (midnight in Mexico City, where lib/quota counts days).

export const ALLOWANCE_TIME_ZONE = "America/Mexico_City";

const dayKeyFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** YYYY-MM-DD of an instant in a time zone (the browser's when none is given). */
export function dayKey(date: Date, timeZone?: string): string {
  return dayKeyFormat(timeZone).format(date);
}

function previousDayKey(date: Date, timeZone?: string): string {
  // Noon of the same calendar day minus 24 h is always the day before, DST or not.
  const [y, m, d] = dayKey(date, timeZone).split("-").map(Number);
  const prev = new Date(Date.UTC(y, m - 1, d - 1, 12));
  return prev.toISOString().slice(0, 10);
}

/** 'Hoy', 'Ayer', '12 de noviembre', or '12 de noviembre de 2025' for another year. */
export function dayLabel(date: Date, now: Date = new Date(), timeZone?: string): string {
  const key = dayKey(date, timeZone);
  if (key === dayKey(now, timeZone)) return "Hoy";
  if (key === previousDayKey(now, timeZone)) return "Ayer";
  const sameYear = key.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat("es-MX", {
    timeZone,
    day: "numeric",
    month: "long",
    ...(sameYear ? {} : { year: "numeric" }),
  }).format(date);
}

/** Offset of a time zone from UTC at an instant, in minutes (Mexico City: -360). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The next midnight in `timeZone` after `now`: when a day's free allowance starts again. */
export function nextMidnight(now: Date = new Date(), timeZone: string = ALLOWANCE_TIME_ZONE): Date {
  const [y, m, d] = dayKey(now, timeZone).split("-").map(Number);
  const guess = Date.UTC(y, m - 1, d + 1, 0, 0, 0);
  // Midnight there is UTC midnight minus the zone's offset at that moment (re-read once for DST).
  let at = new Date(guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000);
  at = new Date(guess - zoneOffsetMinutes(at, timeZone) * 60_000);
  return at;
}

/**
 * The sentence under the limit banner. The renewal is midnight in Mexico City; a person elsewhere
 * also sees it in their own clock, so "mañana" never misleads across time zones.
 */
export function renewalSentence(now: Date = new Date(), localZone?: string): string {
  const at = nextMidnight(now);
  const zone = localZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const mx = "a la medianoche (hora del centro de México)";
  const sameClock = zoneOffsetMinutes(at, zone) === zoneOffsetMinutes(at, ALLOWANCE_TIME_ZONE);
  if (sameClock) return `Tus mensajes gratuitos se renuevan ${mx}.`;
  const local = new Intl.DateTimeFormat("es-MX", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(at);
  const day = dayKey(at, zone);
  const when =
    day === dayKey(now, zone)
      ? "hoy"
      : day === dayKey(new Date(now.getTime() + 86_400_000), zone)
        ? "mañana"
        : `el ${dayLabel(at, now, zone)}`;
  return `Tus mensajes gratuitos se renuevan ${mx}: ${when} a las ${local} en tu hora.`;
}
