import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";
import { findMeaning } from "../../lib/scripture/index.ts";

// A death asked about as "why": the concept of death knew "murió" but not the forms a grieving
// question takes. "¿Por qué Dios permitió que muriera mi hijo?" was answered "Criar y acompañar a los
// hijos es una de las tareas más hermosas" (Proverbios 22:6), "por qué se tuvo que morir mi papá" with
// Father's Day ("¡Qué bonito honrar a papá con la Palabra!"), "Señor, ¿por qué te llevaste a mi
// esposa?" with marriage difficulties and Efesios 5:22-33.

withBuiltinAnswererDb();

const GRIEF = /^(duelo|viudez|perdida|funeral)/;

describe("a death asked about as 'why' is grief", () => {
  it.each([
    "¿por qué Dios permitió que muriera mi hijo?",
    "si Dios es bueno por qué dejó morir a mi bebé",
    "por qué se tuvo que morir mi papá",
    "Señor, ¿por qué te llevaste a mi esposa?",
  ])("%s", async (q) => {
    expect(
      findMeaning(q)
        .matches.map((m) => m.subject.id)
        .filter((id) => GRIEF.test(id)),
    ).not.toEqual([]);
    const a = await answerChecked(q);
    expect(a.text).not.toMatch(/Criar y acompañar|Qué bonito honrar|relación de pareja/);
  });

  it.each(["tengo miedo de morir en la operación de mañana", "mi ex se llevó a los niños"])(
    "no death is read into: %s",
    (q) => {
      expect(
        findMeaning(q)
          .matches.map((m) => m.subject.id)
          .filter((id) => GRIEF.test(id)),
      ).toEqual([]);
    },
  );
});
