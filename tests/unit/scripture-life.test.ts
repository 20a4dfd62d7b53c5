import { describe, expect, it } from "vitest";
import { findLifeEvent, findNamesake } from "../../lib/scripture/index.ts";
import { lifeSections } from "../../lib/scripture/subjects/life.ts";
import { refVerseIds } from "../../lib/scripture/subjects/spans.ts";

// Events of a person's life and namesakes, read off Nave's headings (data/subjects/life.json): found
// by a person named and an event word, not by a list of events.

const overlaps = (refs: string[], ref: string) => {
  const want = new Set(refVerseIds(ref));
  return refs.some((r) => refVerseIds(r).some((id) => want.has(id)));
};

describe("life events from Nave's headings", () => {
  it("keeps every person's headings with references that read back", () => {
    const sections = lifeSections("moises");
    expect(sections.length).toBeGreaterThan(20);
    for (const s of sections) for (const r of s.refs) expect(refVerseIds(r).length).toBeGreaterThan(0);
  });

  it.each([
    ["¿cuándo murió Aarón?", "aaron", "Números 20:28"],
    ["¿con quién se casó Moisés?", "moises", "Éxodo 2:21"],
    ["quien era el esposo de rut", "rut", "Rut 4:13"],
    ["el nacimiento de Sansón", "sanson", "Jueces 13:24"],
  ])("%s", (q, person, ref) => {
    const found = findLifeEvent(q);
    expect(found?.person.id).toBe(person);
    expect(overlaps(found!.refs, ref)).toBe(true);
  });

  it("reads the event of the person named nearest its word, and after 'de' for kin", () => {
    expect(findLifeEvent("cuando murio sara la esposa de abraham")?.person.id).toBe("sara");
    expect(findLifeEvent("los hijos de aaron como se llamaban")?.event).toBe("hijos");
    expect(findLifeEvent("de que forma mataron a esteban")?.person.id).toBe("esteban");
    // Sansón's own headings tell no death: the Philistines', named further on, are not his.
    expect(findLifeEvent("¿cómo murió Sansón con los filisteos?")?.person.id).not.toBe("filisteos");
  });

  it("tells a death by the person's own heading, not by the deaths in their story (Absalón, Amasa)", () => {
    const found = findLifeEvent("¿cómo murió David?");
    expect(found?.person.id).toBe("david");
    expect(found!.refs.every((r) => !r.startsWith("2 Samuel"))).toBe(true);
  });

  it("leaves a heading about someone else's event, and an event that did not happen", () => {
    // Isaac's headings hold "Esau and Jacob born to"; his own birth is Sara's and Abraham's.
    expect(findLifeEvent("¿cuándo nació Isaac?")?.person.id).not.toBe("isaac");
    expect(findLifeEvent("¿por qué Enoc no murió?")).toBeNull();
    expect(findLifeEvent("¿qué dice la Biblia de la muerte?")).toBeNull();
  });
});

describe("namesakes from Nave's numbered headings", () => {
  it.each([
    ["¿quién fue Felipe el diácono?", "Hechos 8:27-38"],
    ["Felipe, uno de los apóstoles", "Juan 1:43"],
    ["quien es santiago el hijo de zebedeo", "Mateo 4:21"],
    // The words that describe one of the name: kin (plural in Nave's: "half-brothers of Jesus"),
    // and names spelt alike in both languages (Cyrene, Agrippa).
    ["Judas hermano de Jesús", "Marcos 6:3"],
    ["Simón de Cirene", "Lucas 23:26"],
    ["Herodes Agripa", "Hechos 12:1"],
    // A person written by hand ("José, hijo de Jacob") is found by the bare name, and another of it described.
    ["José el esposo de María", "Mateo 1:19"],
    ["José de Arimatea", "Juan 19:38"],
  ])("%s", (q, ref) => {
    const found = findNamesake(q);
    expect(found).not.toBeNull();
    expect(
      overlaps(
        found!.subject.passages.map((p) => p.ref),
        ref,
      ),
    ).toBe(true);
  });

  it("needs a description that singles one out", () => {
    expect(findNamesake("¿quién fue Felipe?")).toBeNull();
  });
});
