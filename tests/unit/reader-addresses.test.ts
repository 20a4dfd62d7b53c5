import { describe, expect, it } from "vitest";
import { BOOKS } from "../../lib/scripture/books.ts";
import { bookSlug, referencePath, shareablePath } from "../../lib/scripture/reader/paths.ts";
import { bookBySlug, bookFromSegment, nearestBook, resolveReaderPath } from "../../lib/scripture/reader/slugs.ts";
import { formatVerseList, parseVerseList, selectionReference } from "../../lib/scripture/reader/verse-list.ts";
import { allChapters, adjacentChapters, chapterJsonLd } from "../../lib/scripture/reader/chapter-meta.ts";
import sitemap from "../../app/sitemap.ts";

describe("reader addresses", () => {
  it("names every book in lower case, without accents, spaces as hyphens, one slug per book", () => {
    const slugs = BOOKS.map(bookSlug);
    expect(new Set(slugs).size).toBe(66);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs).toEqual(expect.arrayContaining(["genesis", "1-corintios", "cantares", "apocalipsis", "exodo"]));
    for (const b of BOOKS) expect(bookBySlug(bookSlug(b))).toBe(b);
  });

  it("redirects the common forms to the canonical address", () => {
    expect(resolveReaderPath("/biblia/Juan/3")).toEqual({ kind: "redirect", location: "/biblia/juan/3" });
    expect(resolveReaderPath("/biblia/jn/3")).toEqual({ kind: "redirect", location: "/biblia/juan/3" });
    expect(resolveReaderPath("/biblia/juan/3/16")).toEqual({ kind: "redirect", location: "/biblia/juan/3#v16" });
    expect(resolveReaderPath("/biblia/1co/13")).toEqual({ kind: "redirect", location: "/biblia/1-corintios/13" });
    expect(resolveReaderPath("/biblia/I-Juan/1")).toEqual({ kind: "redirect", location: "/biblia/1-juan/1" });
    expect(resolveReaderPath("/biblia/G%C3%A9nesis/1")).toEqual({ kind: "redirect", location: "/biblia/genesis/1" });
    expect(resolveReaderPath("/biblia/salmo/23")).toEqual({ kind: "redirect", location: "/biblia/salmos/23" });
    expect(resolveReaderPath("/biblia/juan")).toEqual({ kind: "redirect", location: "/biblia/juan/1" });
    expect(resolveReaderPath("/biblia/juan/3")).toEqual({ kind: "canonical" });
    expect(resolveReaderPath("/biblia/isaias/1")).toEqual({ kind: "canonical" });
    expect(resolveReaderPath("/biblia/buscar")).toEqual({ kind: "other" });
  });

  it("suggests the nearest book and chapter for what does not exist", () => {
    const near = (p: string) => {
      const r = resolveReaderPath(p);
      return r.kind === "notFound" ? `${r.suggestion.book.name} ${r.suggestion.chapter}` : r.kind;
    };
    expect(near("/biblia/genesys/3")).toBe("Génesis 3");
    expect(near("/biblia/juan/99")).toBe("Juan 21");
    expect(near("/biblia/apocalipssi/2")).toBe("Apocalipsis 2");
    expect(near("/biblia/filipences/4")).toBe("Filipenses 4");
    expect(nearestBook("romano").name).toBe("Romanos");
    expect(bookFromSegment("isaias")?.osis).toBe("Isa");
    expect(bookFromSegment("ijuan")?.osis).toBe("1John");
  });

  it("links canonical references and shared selections", () => {
    expect(referencePath("Juan 3:16")).toBe("/biblia/juan/3#v16");
    expect(referencePath("1 Corintios 13:4-7")).toBe("/biblia/1-corintios/13#v4");
    expect(referencePath("Salmos 23")).toBe("/biblia/salmos/23");
    expect(shareablePath("Juan 3:16-17")).toBe("/biblia/juan/3?v=16-17");
    expect(shareablePath("Cantares 2:4")).toBe("/biblia/cantares/2?v=4");
  });

  it("reads and writes verse lists", () => {
    expect(parseVerseList("16-17,19", 36)).toEqual([16, 17, 19]);
    expect(parseVerseList("30-40", 36)).toEqual([30, 31, 32, 33, 34, 35, 36]);
    expect(parseVerseList("x,0", 36)).toEqual([]);
    expect(formatVerseList([19, 16, 17])).toBe("16-17,19");
    expect(selectionReference("Juan", 3, [16, 17, 19])).toBe("Juan 3:16-17, 19");
  });

  it("walks chapters across books and lists all 1,189 in the sitemap", () => {
    expect(allChapters()).toHaveLength(1189);
    const mal = BOOKS.find((b) => b.osis === "Mal")!;
    expect(adjacentChapters(mal, 4).next?.book.name).toBe("Mateo");
    expect(adjacentChapters(BOOKS[0], 1).prev).toBeNull();
    const urls = sitemap().map((e) => e.url);
    expect(urls.filter((u) => /\/biblia\/[a-z0-9-]+\/\d+$/.test(u))).toHaveLength(1189);
    expect(JSON.parse(chapterJsonLd(BOOKS[42], 3))).toMatchObject({ "@type": "Chapter", name: "Juan 3", position: 3 });
  });
});
