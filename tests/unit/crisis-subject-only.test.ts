import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";
import { answerQuestion } from "../../lib/answers/index.ts";
import { LINEA_DE_LA_VIDA } from "../../content/crisis-reply.ts";
import { withTestDb } from "../support/test-db.ts";

// Suicide named as a subject — a death in the past, a question of doctrine — is answered, with the
// Línea de la Vida added; only someone in danger now (the writer, or another person they tell of)
// gets the fixed crisis reply. Words that sound like abuse or a death wish in everyday Spanish
// ("abusó de mi confianza", "no quiero vivir con miedo") are no crisis at all. Written as people
// write, before the rules.

const subjectOnly = [
  "mi papa se suicido hace un año y no se si esta en el cielo",
  "es pecado el suicidio? se va al infierno?",
  "que dice la biblia del suicidio",
  "un suicida se puede salvar?",
  "mi tio se quito la vida con... bueno, se suicido el mes pasado, como consuelo a mi tia",
  "judas se suicido verdad? por que lo hizo",
  "mi mejor amiga se quito la vida y siento que fue mi culpa",
];

const danger = [
  "me quiero suicidar",
  "he pensado en el suicidio varias veces esta semana",
  "tengo pensamientos suicidas",
  "mi hijo se quiere matar, que hago",
  "mi amiga intento suicidarse ayer",
  "mi novio amenaza con suicidarse si lo dejo",
  "no quiero vivir asi",
  "no quiero vivir sin ella",
  "ya no quiero vivir",
  "me quiero morir",
];

// Suicide named, not as a past death or a question of faith, or with a sign of the writer's own danger:
// these got an ordinary answer after 7d0f618 (a method asked for, a decision, a way out).
const dangerNamingIt = [
  "el suicidio parece la única salida",
  "no veo otra salida que el suicidio",
  "¿el suicidio es pecado? lo estoy considerando",
  "cuál es el suicidio menos doloroso",
  "busco formas de suicidio sin dolor",
  "escribí una carta de suicidio",
  "el suicidio es la solución a mis problemas",
  "¿los suicidas se van al infierno? ya no aguanto más",
  "ya lo decidí, el suicidio es mi salida",
  "cuántas pastillas se necesitan para un suicidio",
  "tengo miedo de que mi hijo se suicide",
];

const notCrisis = [
  "mi hijo se mato en un accidente de moto, como sigo adelante",
  "abusaron de mi confianza en el trabajo",
  "mi vecino abusa de su perro, es pecado maltratar animales",
  "es pecado abusar de la gracia de Dios?",
  "no quiero vivir con miedo, como tengo paz",
  "no quiero vivir en pecado, ayudame a cambiar",
  "no quiero vivir amargada por lo que me hicieron",
];

describe("suicide named as a subject", () => {
  it.each(subjectOnly)("is answered with the line added, not refused: %s", (q) => {
    expect(detectCrisis(q)).toMatchObject({ kinds: ["suicide"], subjectOnly: true });
  });

  it.each(danger)("still gets the crisis reply when someone is in danger: %s", (q) => {
    const s = detectCrisis(q);
    expect(s?.kinds).toContain("suicide");
    expect(s?.subjectOnly).toBeFalsy();
  });

  it.each(dangerNamingIt)("gets the crisis reply when it is not only a subject: %s", (q) => {
    const s = detectCrisis(q);
    expect(s?.kinds).toContain("suicide");
    expect(s?.subjectOnly).toBeFalsy();
  });

  it("a child naming it gets the crisis reply, with a trusted adult first", () => {
    expect(detectCrisis("mi primo se suicido, tengo 15")).toMatchObject({ minor: true });
    expect(detectCrisis("mi primo se suicido, tengo 15")?.subjectOnly).toBeFalsy();
  });

  it.each(notCrisis)("everyday words are no crisis: %s", (q) => {
    expect(detectCrisis(q)).toBeNull();
  });

  it("abuse of a body is still abuse, whatever else is named", () => {
    expect(detectCrisis("el abusa de mi confianza y de mi cuerpo")?.kinds).toContain("abuse");
    expect(detectCrisis("mi padrastro abusa de mi")?.kinds).toContain("abuse");
  });
});

describe("the answer to suicide named as a subject", () => {
  withTestDb({ bible: true, env: { OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined } });

  it("answers the question with passages and ends with the Línea de la Vida, without the crisis reply", async () => {
    {
      const a = await answerQuestion({ text: "es pecado el suicidio? se va al infierno?" });
      expect(a.citations.length).toBeGreaterThan(0);
      expect(a.text).toContain(LINEA_DE_LA_VIDA);
      expect(a.text.trimEnd().endsWith(".")).toBe(true);
      expect(a.text.lastIndexOf(LINEA_DE_LA_VIDA)).toBeGreaterThan(a.text.indexOf("—"));
      // The crisis reply's own opening and its 911 line are not there.
      expect(a.text).not.toMatch(/\b911\b(?! 2000)/);
      expect(a.text).not.toContain("tu vida vale");
    }
  });

  it("'¿qué dice la Biblia del suicidio?' is the hand-written subject, never 'échate abajo' (Mateo 4:6)", async () => {
    // Nave's SUICIDE topic ranked the devil's "Si eres Hijo de Dios, échate abajo" first; the hand-written
    // subject of the same name replaces it.
    const a = await answerQuestion({ text: "¿qué dice la Biblia del suicidio?" });
    const refs = a.citations.map((c) => c.reference);
    expect(refs).toContain("Romanos 8:38-39");
    expect(refs.filter((r) => /^(Mateo 4|Lucas 4)/.test(r))).toEqual([]);
    expect(a.text).not.toMatch(/échate/);
  });

  it("keeps the crisis reply for someone in danger", async () => {
    const a = await answerQuestion({ text: "he pensado en el suicidio, ya no puedo" });
    expect(a.text).toContain("tu vida vale");
    expect(a.text).toMatch(/\*\*911\*\*/);
  });
});
