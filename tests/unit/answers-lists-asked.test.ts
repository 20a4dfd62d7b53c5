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

// A list named with the chapter that holds it asks for the list, with only that chapter's items;
// a reference alone, or one verse of a list, is still looked up as written.
describe("a list asked for at its chapter", () => {
  it.each([
    ["enumera las bienaventuranzas que están en mateo 5", "Bienaventurados los mansos", "Mateo 5:5"],
    ["quiénes son los héroes de la fe en hebreos capítulo 11", "Abel", "Hebreos 11:4"],
    ["qué dones enseña romanos 12", "Exhortación", "Romanos 12:8"],
  ])("%s", async (q, item, ref) => {
    const a = await answerChecked(q);
    expect(a.text).toMatch(/^### /m);
    expect(a.text).toContain(item);
    expect(a.text).toContain(`(${ref})`);
  });

  it("keeps only the items of the chapter asked for", async () => {
    const a = await answerChecked("dime los dones espirituales de 1 corintios 12");
    expect(a.text).toContain("Dones de sanidades");
    expect(a.text).not.toContain("Romanos 12");
  });

  it("a reference alone, or one verse of the list, is still quoted as written", async () => {
    expect((await answerChecked("léeme mateo 5")).text).toMatch(/Aquí tienes \*\*Mateo 5/);
    expect((await answerChecked("mateo 5:9 bienaventurados los pacificadores")).text).toMatch(
      /Aquí tienes \*\*Mateo 5:9\*\*/,
    );
  });
});

// "¿Cuántos hijos tuvo …?" asks for the family's list, not the life of the father.
describe("how many children someone had is answered with their names", () => {
  it.each([
    ["oye y cuántos hijos tuvo jacob, cómo se llamaban", "Las doce tribus de Israel", "Benjamín"],
    ["cuántos hijos tuvo noé en total", "Los hijos de Noé", "Jafet"],
    ["sabes cuántos hijos tuvo abraham", "Los hijos de Abraham", "Ismael"],
    ["cuáles son los nombres de jesús", "Los nombres del Mesías", "Admirable"],
  ])("%s", async (q, title, item) => {
    const a = await answerChecked(q);
    expect(a.text).toContain(title);
    expect(a.text).toContain(item);
  });
});

// s, z and c sound alike in Mexico and are written as they sound.
describe("a list written as it sounds is still found", () => {
  it.each([
    ["dime quiénes fueron los jueses", "Los jueces de Israel"],
    ["enumera las bienaventuransas", "Las bienaventuranzas"],
    ["los profetas menorez cuales son", "Los profetas menores"],
  ])("%s", async (q, title) => {
    expect((await answerChecked(q)).text).toContain(title);
  });
});
