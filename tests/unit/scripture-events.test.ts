import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findStories, SUBJECTS } from "../../lib/scripture/index.ts";
import { spanOf, verseIdsOf } from "../../lib/scripture/subjects/index.ts";
import { foldAccents } from "../../lib/scripture/normalize.ts";

// Stories and lists found by who takes part and what happened (lib/scripture/subjects/events.ts),
// and their data read against the Bible's own text (data/bible/verses.tsv).

const root = path.join(__dirname, "..", "..");
const verses = new Map<string, string>();
for (const line of readFileSync(path.join(root, "data/bible/verses.tsv"), "utf8").split("\n")) {
  const [osis, c, v, text] = line.split("\t");
  if (text) verses.set(`${osis}.${c}.${v}`, text);
}
const textOf = (ref: string) => {
  const span = spanOf(ref);
  if (!span) throw new Error(`unreadable reference ${ref}`);
  return verseIdsOf(span).map((id) => verses.get(id) ?? `<missing ${id}>`);
};
// RV1909 spells names its own way ("Samsón", "Ezechîas", "Bethania"): compare the first letters, h-less.
const folded = (s: string) => foldAccents(s).replace(/h/g, "");

const told = SUBJECTS.filter((s) => (s.kind === "story" || s.kind === "list") && (s.who || s.words));

describe("the stories and lists, read against the text", () => {
  it("covers hundreds of events of both Testaments, each with participants' words, a narrative and key verses", () => {
    const stories = told.filter((s) => s.kind === "story");
    expect(stories.length).toBeGreaterThanOrEqual(250);
    const nt = stories.filter((s) => /^(Mateo|Marcos|Lucas|Juan|Hechos) /.test(s.passages[0].ref));
    expect(nt.length).toBeGreaterThanOrEqual(80);
    expect(stories.length - nt.length).toBeGreaterThanOrEqual(120);
    for (const s of stories) {
      expect(s.summary, s.id).toBeTruthy();
      expect(s.words?.length, s.id).toBeGreaterThan(0);
      expect(s.key?.length, s.id).toBeGreaterThan(0);
    }
  });

  it("every verse of every narrative, key verse and list item exists", () => {
    for (const s of told) {
      for (const ref of [...s.passages.map((p) => p.ref), ...(s.key ?? []), ...(s.items ?? []).map((i) => i.ref)]) {
        for (const t of textOf(ref)) expect(t, `${s.id}: ${ref}`).not.toMatch(/^<missing/);
      }
    }
  });

  it("a story's key verses lie inside one of its passages", () => {
    for (const s of told.filter((x) => x.key)) {
      const inside = new Set(s.passages.flatMap((p) => verseIdsOf(spanOf(p.ref)!)));
      for (const k of s.key!)
        expect(
          verseIdsOf(spanOf(k)!).some((id) => inside.has(id)),
          `${s.id}: ${k}`,
        ).toBe(true);
    }
  });

  it("a story's narrative tells it: one of its people and one of its words, or two of its words", () => {
    const bad: string[] = [];
    for (const s of told.filter((x) => x.kind === "story")) {
      const text = ` ${folded(textOf(s.passages[0].ref).join(" "))}`;
      const has = (w: string) => {
        const f = folded(w.replace(/\*$/, ""));
        return text.includes(` ${f.slice(0, Math.max(4, f.length - 2))}`);
      };
      const names = (s.who ?? []).flatMap((p) => p.split("/")).map((n) => n.split(" ").at(-1)!);
      const people = names.some(has) || /jesus|cristo/.test(names.join(" ")); // RV1909 often says "él"
      const words = (s.words ?? []).filter(has).length;
      if (words < 1 || (names.length && !people && words < 2)) bad.push(`${s.id} (${s.passages[0].ref})`);
    }
    expect(bad).toEqual([]);
  });

  it("a list item's verse names it", () => {
    const bad: string[] = [];
    for (const s of told.filter((x) => x.kind === "list" && x.items)) {
      for (const item of s.items!) {
        // A book named by its opening verse (the books of the Bible by groups) is named by the reference itself.
        if (folded(item.label).includes(folded(item.ref.replace(/ \d+:[\d-]+$/, "")))) continue;
        const text = folded(textOf(item.ref).join(" "));
        const words = folded(item.label)
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 4);
        if (words.length && !words.some((w) => text.includes(w.slice(0, 4))))
          bad.push(`${s.id}: ${item.label} (${item.ref})`);
      }
    }
    // Labels that explain rather than quote (a gospel's sign) are the exception.
    expect(bad.length).toBeLessThanOrEqual(40);
  });
});

describe("findStories: who takes part and what happened", () => {
  const first = (q: string) => findStories(q)[0]?.subject.id;
  it.each([
    ["¿Cómo murió Saúl?", "muerte-de-saul"],
    ["qué pasó cuando Jesús calmó la tormenta", "jesus-calma-la-tempestad"],
    ["la vez que Pedro negó a Jesús", "negacion-de-pedro"],
    ["cuando Dios le pidió a Abraham sacrificar a su hijo", "sacrificio-de-isaac"],
    ["¿por qué David pudo vencer al gigante?", "david-y-goliat"],
    ["cuando pablo naufrago", "naufragio-de-pablo"],
    ["que le paso a la mujer de lot", "sodoma-y-gomorra"],
    ["la resurrección de Lázaro", "resurreccion-de-lazaro"],
    ["como se llamaban los hermanos de jesus", "hermanos-de-jesus"],
  ])("%s → %s", (q, id) => {
    expect(first(q)).toBe(id);
  });

  it("a person asked about by name alone is not one of their stories", () => {
    expect(findStories("¿Quién fue Saúl?")).toEqual([]);
    expect(findStories("háblame de Moisés")).toEqual([]);
  });

  it("a question about a topic or a right and wrong counts a story's words for less", () => {
    const asked = findStories("¿qué pasó cuando Jesús convirtió el agua en vino?")[0];
    const ethical = findStories("¿es pecado tomar vino en una boda?")[0];
    expect(asked?.subject.id).toBe("bodas-de-cana");
    expect(ethical?.score ?? 0).toBeLessThan(asked.score);
  });
});
