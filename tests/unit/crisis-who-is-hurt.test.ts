import { describe, expect, it } from "vitest";
import { detectCrisis } from "../../lib/answers/safety/crisis.ts";

// Abuse is a person hurting the writer (or one they speak for). Abuse of a whole people told as an
// injustice, the writer as the one who abused (of grace, of trust), or "me" as whose thing was damaged
// ("me rayaron el coche") is no crisis: such questions got the crisis reply instead of their answer.

describe("not a crisis: who hurts whom says so", () => {
  it.each([
    "en mi colonia los policías abusan de la gente humilde, ¿Dios ve eso?",
    "el presidente municipal abusa de su poder y nadie hace nada",
    "los patrones de la maquila abusan de los obreros, ¿qué dice la Palabra?",
    "creo que ya abusé tantas veces, ¿Dios todavía me perdona?",
    "yo abusé de la confianza de mi hermano y no sé cómo pedirle perdón",
    "siento que abusé de la gracia de Dios pecando a sabiendas",
    "un compañero me quemó la camisa a propósito con el cigarro",
    "unos chamacos me rayaron la puerta a propósito",
  ])("%s", (text) => {
    expect(detectCrisis(text)).toBeNull();
  });
});

describe("still a crisis: the writer or a child is the one hurt", () => {
  it.each([
    "mi padrastro abusa de mí cuando mi mamá no está",
    "ya abusó de mi hermanita y tengo miedo",
    "tengo miedo de que abuse de mis hijos otra vez",
    "mi cuñado abusa de nosotras",
    "sufrí abuso sexual y no se lo he dicho a nadie",
    "me rayo los brazos a propósito con una navaja",
    "me quemé la piel a propósito",
  ])("%s", (text) => {
    expect(detectCrisis(text)).not.toBeNull();
  });
});
