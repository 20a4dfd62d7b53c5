import { describe, expect, it } from "vitest";
import { numberingNoteLines } from "../../lib/scripture/reader/chapter-notes.ts";
import { chapterSubjects } from "../../lib/scripture/reader/chapter-subjects.ts";
import { chapterVerses } from "../../lib/scripture/reader/chapter-text.ts";
import { linkCitations } from "../../lib/scripture/reader/link-citations.ts";
import { sharedSelection } from "../../lib/scripture/reader/shared-selection.ts";
import { drawableText, fitPassage } from "../../components/reader/verse-image-card.tsx";

describe("chapter content", () => {
  it("reads a chapter's verses from data/bible", () => {
    const john3 = chapterVerses("John", 3);
    expect(john3).toHaveLength(36);
    expect(john3[15].text).toMatch(/^Porque de tal manera amó Dios al mundo/);
    expect(chapterVerses("John", 22)).toEqual([]);
  });

  it("notes where RVR1960 numbers a chapter differently, and only there", () => {
    expect(numberingNoteLines("Jonah", "Jonás", 2)).toContain("Jonás 1:17 (RVR1960) es aquí Jonás 2:1.");
    expect(numberingNoteLines("Jonah", "Jonás", 1)).toEqual(["Jonás 1:17 (RVR1960) es aquí Jonás 2:1."]);
    expect(numberingNoteLines("Job", "Job", 40).join(" ")).toContain(
      "Job 40:1-5 (RVR1960) está aquí dentro de Job 39:30.",
    );
    expect(numberingNoteLines("John", "Juan", 3)).toEqual([]);
  });

  it("lists the subject index's subjects with a passage in the chapter, and only those passages", () => {
    const phil4 = chapterSubjects("Phil", 4);
    expect(phil4.length).toBeGreaterThan(0);
    for (const s of phil4) for (const p of s.passages) expect(p).toMatch(/^Filipenses 4(:|$)/);
    expect(phil4.flatMap((s) => s.passages)).toContain("Filipenses 4:6-7");
  });

  it("resolves a shared selection to its verified text", () => {
    const s = sharedSelection("juan", "3", "16-17")!;
    expect(s.reference).toBe("Juan 3:16-17");
    expect(s.text).toContain("Porque de tal manera amó Dios al mundo");
    expect(s.text).toContain("Porque no envió Dios á su Hijo al mundo");
    expect(sharedSelection("juan", "3", "99")).toBeNull();
    expect(sharedSelection("juann", "3", "1")).toBeNull();
  });

  it("keeps only what the bundled font can draw", () => {
    expect(drawableText("Dios es amor 🙏 愛 «sí» — ¿Cuándo? ñ")).toBe("Dios es amor «sí» — ¿Cuándo? ñ");
    expect(fitPassage("x ".repeat(400)).text.length).toBeLessThanOrEqual(521);
  });
});

describe("citation links", () => {
  it("links each accepted reference to the reader, and nothing else", () => {
    const md = "> Porque de tal manera…\n>\n> — Juan 3:16\n\nLee también **1 Juan 3:16** y Juan 3:16-18.";
    const out = linkCitations(md, ["Juan 3:16"]);
    expect(out).toContain("> — [Juan 3:16](/biblia/juan/3#v16)");
    expect(out).toContain("**1 Juan 3:16**");
    expect(out).toContain("Juan 3:16-18.");
    expect(linkCitations(md, [])).toBe(md);
  });

  it("leaves existing links and code alone", () => {
    expect(linkCitations("[Juan 3:16](https://example.com) `Juan 3:16`", ["Juan 3:16"])).toBe(
      "[Juan 3:16](https://example.com) `Juan 3:16`",
    );
  });
});
