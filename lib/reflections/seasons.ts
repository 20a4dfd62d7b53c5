import "server-only";
import type { SeasonId } from "../../content/reflections.ts";

// Where a calendar day falls in the Christian year (Western calendar), for the plan a subscriber
// with no recent questions follows. Days are Mexico City dates ("2026-11-25"), computed as UTC
// midnights so no time zone shifts them.
//   Adviento: from the fourth Sunday before Christmas to 24 December.
//   Navidad: 25 December to 6 January (Epifanía).
//   Cuaresma: Ash Wednesday (Easter − 46 days) to Holy Saturday.
//   Pascua: Easter Sunday to the day before Pentecost (Easter + 48).
//   Pentecostés: Pentecost Sunday (Easter + 49) and its week.
//   Tiempo ordinario: every other day.

const DAY_MS = 24 * 3600 * 1000;

function utcDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as a UTC midnight. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utcDay(year, month, day);
}

/** The first Sunday of Advent: the Sunday between 27 November and 3 December. */
export function adventStart(year: number): number {
  const christmas = utcDay(year, 12, 25);
  const weekday = new Date(christmas).getUTCDay(); // 0 = Sunday
  const sundayBefore = christmas - (weekday === 0 ? 7 : weekday) * DAY_MS;
  return sundayBefore - 21 * DAY_MS;
}

export interface SeasonDay {
  season: SeasonId;
  /** 0 on the season's first day. */
  dayOfSeason: number;
}

function parseDay(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return utcDay(y, m, d);
}

/** The season of a Mexico City date ("YYYY-MM-DD") and how many days into it. */
export function seasonOf(day: string): SeasonDay {
  const t = parseDay(day);
  const year = new Date(t).getUTCFullYear();
  const days = (from: number) => Math.round((t - from) / DAY_MS);

  const advent = adventStart(year);
  if (t >= advent && t < utcDay(year, 12, 25)) return { season: "adviento", dayOfSeason: days(advent) };
  if (t >= utcDay(year, 12, 25)) return { season: "navidad", dayOfSeason: days(utcDay(year, 12, 25)) };
  if (t <= utcDay(year, 1, 6)) return { season: "navidad", dayOfSeason: days(utcDay(year - 1, 12, 25)) };

  const easter = easterSunday(year);
  const ashWednesday = easter - 46 * DAY_MS;
  const pentecost = easter + 49 * DAY_MS;
  if (t >= ashWednesday && t < easter) return { season: "cuaresma", dayOfSeason: days(ashWednesday) };
  if (t >= easter && t < pentecost) return { season: "pascua", dayOfSeason: days(easter) };
  if (t >= pentecost && t < pentecost + 7 * DAY_MS) return { season: "pentecostes", dayOfSeason: days(pentecost) };

  // Ordinary time counts from its own start, so the plan does not begin mid-list after each feast.
  const start = t < ashWednesday ? utcDay(year, 1, 7) : pentecost + 7 * DAY_MS;
  return { season: "ordinario", dayOfSeason: days(start) };
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" date: a counter that rotates texts from day to day. */
export function dayNumber(day: string): number {
  return Math.round(parseDay(day) / DAY_MS);
}

/** The date `n` days before a "YYYY-MM-DD" date. */
export function daysBefore(day: string, n: number): string {
  return new Date(parseDay(day) - n * DAY_MS).toISOString().slice(0, 10);
}
