import { describe, expect, it } from "vitest";
import { dayLabel, nextMidnight, renewalSentence } from "../../components/chat/chat-time.ts";

describe("chat day separators", () => {
  const now = new Date("2026-11-22T18:00:00Z");
  it("says Hoy, Ayer, or the date in Spanish", () => {
    expect(dayLabel(new Date("2026-11-22T15:00:00Z"), now, "America/Mexico_City")).toBe("Hoy");
    expect(dayLabel(new Date("2026-11-21T15:00:00Z"), now, "America/Mexico_City")).toBe("Ayer");
    expect(dayLabel(new Date("2026-11-12T15:00:00Z"), now, "America/Mexico_City")).toBe("12 de noviembre");
    expect(dayLabel(new Date("2025-11-12T15:00:00Z"), now, "America/Mexico_City")).toBe("12 de noviembre de 2025");
  });
  it("reads the day in the person's own time zone", () => {
    // 03:00 UTC on the 22nd is still the 21st in Mexico City.
    expect(dayLabel(new Date("2026-11-22T03:00:00Z"), now, "America/Mexico_City")).toBe("Ayer");
    expect(dayLabel(new Date("2026-11-22T03:00:00Z"), now, "Europe/Madrid")).toBe("Hoy");
  });
  it("handles the day before across a month and a year", () => {
    expect(dayLabel(new Date("2026-12-31T18:00:00Z"), new Date("2027-01-01T18:00:00Z"), "America/Mexico_City")).toBe(
      "Ayer",
    );
  });
});

describe("when the free allowance renews", () => {
  it("is the next midnight in Mexico City", () => {
    expect(nextMidnight(new Date("2026-11-22T18:00:00Z")).toISOString()).toBe("2026-11-23T06:00:00.000Z");
    // 23:30 on the 22nd in Mexico City (05:30 UTC on the 23rd) renews half an hour later.
    expect(nextMidnight(new Date("2026-11-23T05:30:00Z")).toISOString()).toBe("2026-11-23T06:00:00.000Z");
    expect(nextMidnight(new Date("2026-11-23T06:00:00Z")).toISOString()).toBe("2026-11-24T06:00:00.000Z");
  });
  it("states the time, and the person's own clock when it differs", () => {
    expect(renewalSentence(new Date("2026-11-22T18:00:00Z"), "America/Mexico_City")).toBe(
      "Tus mensajes gratuitos se renuevan a la medianoche (hora del centro de México).",
    );
    expect(renewalSentence(new Date("2026-11-22T18:00:00Z"), "America/Tijuana")).toBe(
      "Tus mensajes gratuitos se renuevan a la medianoche (hora del centro de México): hoy a las 10:00 p.m. en tu hora.",
    );
  });
});
