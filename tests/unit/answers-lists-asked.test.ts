import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

withBuiltinAnswererDb();

// Lists church-goers ask for by name: the answer is the list itself, every item named, each with
// its passage — not a topic about "los libros" or "las cartas", nor a neighbouring list.
describe("lists people ask for by name are answered as lists", () => {
  it.each([
    [
      "me puedes decir qué libros tiene la biblia",
      "Los libros de la Biblia",
      ["Los evangelios", "Las cartas de Pablo"],
    ],
    ["cuáles son los libros del viejo testamento", "Los libros del Antiguo Testamento", ["Génesis", "Malaquías"]],
    ["enumera los 27 libros del nuevo testamento", "Los libros del Nuevo Testamento", ["Hechos", "Apocalipsis"]],
    ["qué libros de la biblia son históricos", "Los libros históricos", ["Josué", "Ester"]],
    ["dime los libros sapienciales", "Los libros poéticos", ["Job", "Cantares"]],
    ["cuáles son las cartas paulinas", "Las cartas de Pablo", ["Gálatas", "Filemón"]],
    ["cuales son las epistolas universales", "Las cartas generales", ["Santiago", "Judas"]],
    ["dame los libros proféticos", "Los libros proféticos", ["Isaías", "Malaquías"]],
    ["qué piedras llevaba el pectoral del sumo sacerdote", "Las doce piedras del pectoral", ["Topacio", "Jaspe"]],
    ["qué características tiene el amor según pablo", "Cómo es el amor", ["Es benigno"]],
    ["qué milagros en el evangelio de juan hizo jesús", "Las siete señales del evangelio de Juan", ["vino"]],
    ["en cuántos días creó dios el mundo", "Los días de la creación", []],
  ])("%s", async (q, title, items) => {
    const a = await answerChecked(q);
    expect(a.text).toContain(title);
    for (const item of items) expect(a.text).toContain(item);
  });

  it("Timoteo, to whom Pablo wrote letters, is still the person, not the list of letters", async () => {
    const a = await answerChecked("quién era timoteo, a quien pablo le escribió cartas");
    expect(a.text).not.toContain("Las cartas de Pablo");
  });
});
