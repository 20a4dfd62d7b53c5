import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";

// "Siento que me voy a morir" is not read away, even beside panic or anxiety. 75bd428 answered it as
// anxiety when panic words stood beside it, to spare someone in a panic attack the crisis reply; a
// review found the same words from someone who had taken poison or pills, who had chest pain, who
// stood on a bridge or had said goodbye, all answered "por nada estéis afanosos". A crisis reply to a
// panic attack still gives the Línea de la Vida, which helps there too; a missed overdose does not.

const stillCrisis = [
  "tengo mucha ansiedad, en las noches me dan ataques y siento que me falta el aire y que me voy a morir, ya fui al doctor y dice que es nervios",
  "cuando me dan los ataques de pánico siento que me voy a morir",
  "tomé veneno para ratas, me falta el aire, siento que me voy a morir",
  "me tomé unas pastillas, me falta el aire y siento que me voy a morir",
  "tengo ansiedad y siento que me voy a morir, estoy en el puente",
  "tengo ataques de pánico y siento que me voy a morir, ya me despedí de mi familia",
  "estoy muy deprimida y con ansiedad, siento que me voy a morir",
  "me dan ataques de pánico 😰😰 y siento que me voy a morir 💀",
];

describe("a death felt, told beside panic or anxiety, is still met as a crisis", () => {
  it.each(stillCrisis)("crisis: %s", (q) => expect(detectCrisis(q)).not.toBeNull());

  it("keeps every kind told: abuse and the death felt", () => {
    const kinds = detectCrisis("mi esposo me pega, tengo ataques de panico y siento que me voy a morir")?.kinds ?? [];
    expect(kinds).toContain("abuse");
    expect(kinds).toContain("suicide");
  });
});

// "Estarían mejor sin mí" was a crisis; the same wish told as the writer not being there was not.
describe("others better off if the writer were not there", () => {
  it.each([
    "todos estarian mejor si yo no estuviera",
    "mi familia estaría mejor si no existiera",
    "sería mejor si me muriera",
    "a veces pienso que sería mejor si yo ya no estuviera",
  ])("crisis: %s", (q) => expect(detectCrisis(q)?.kinds).toContain("suicide"));

  it.each(["estaría mejor si no estuviera tan cansada", "seria mejor si cambio de trabajo"])("no crisis: %s", (q) =>
    expect(detectCrisis(q)).toBeNull(),
  );
});
