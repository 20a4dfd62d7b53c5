import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Book } from "../../lib/scripture/books.ts";
import { dropSubscription } from "../../scripts/export-bible.mjs";

// Checks the committed Reina-Valera 1909 export (scripts/export-bible.mjs).

const ROOT = path.resolve(__dirname, "..", "..");
const BIBLE_DIR = path.join(ROOT, "data", "bible");

type Verse = { osis: string; chapter: number; verse: number; text: string };

const books: Book[] = JSON.parse(readFileSync(path.join(BIBLE_DIR, "books.json"), "utf8"));
const tsv = readFileSync(path.join(BIBLE_DIR, "verses.tsv"), "utf8");
const lines = tsv.endsWith("\n") ? tsv.slice(0, -1).split("\n") : tsv.split("\n");
const verses: Verse[] = lines.map((line) => {
  const [osis, chapter, verse, text] = line.split("\t");
  return { osis, chapter: Number(chapter), verse: Number(verse), text };
});
const key = (osis: string, chapter: number, verse: number) => `${osis} ${chapter}:${verse}`;
const byKey = new Map(verses.map((v) => [key(v.osis, v.chapter, v.verse), v.text]));

// KJV slots that hold no text in this module (older Spanish numbering).
const EMPTY_SLOTS = [
  "Num 12:16",
  "Num 29:40",
  "1Sam 23:29",
  "2Sam 20:26",
  "2Chr 33:25",
  "Job 35:16",
  "Job 38:39",
  "Job 38:40",
  "Job 38:41",
  "Job 40:20",
  "Job 40:21",
  "Job 40:22",
  "Job 40:23",
  "Job 40:24",
  "Hos 11:12",
  "Jonah 1:17",
  "Acts 19:41",
  "2Cor 13:14",
];

const normalizeAbbrev = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").replace(/[\s.]/g, "").toLowerCase();

describe("data/bible/books.json", () => {
  it("has the 66 books in canonical order", () => {
    expect(books).toHaveLength(66);
    books.forEach((b, i) => expect(b.order).toBe(i + 1));
    expect(books.filter((b) => b.testament === "OT")).toHaveLength(39);
    expect(books.filter((b) => b.testament === "NT")).toHaveLength(27);
    expect(books.slice(0, 39).every((b) => b.testament === "OT")).toBe(true);
    expect(new Set(books.map((b) => b.osis)).size).toBe(66);
    expect(books[0]).toMatchObject({ osis: "Gen", name: "Génesis", chapters: 50 });
    expect(books[18]).toMatchObject({ osis: "Ps", name: "Salmos", chapters: 150 });
    expect(books[65]).toMatchObject({ osis: "Rev", name: "Apocalipsis", chapters: 22 });
    expect(books.reduce((n, b) => n + b.chapters, 0)).toBe(1189);
  });

  it("has abbreviations that identify exactly one book", () => {
    const owner = new Map<string, string>();
    for (const b of books) {
      expect(b.abbreviations.length).toBeGreaterThan(0);
      for (const a of new Set([b.name, ...b.abbreviations].map(normalizeAbbrev))) {
        expect(owner.get(a) ?? b.osis, `"${a}" used by ${owner.get(a)} and ${b.osis}`).toBe(b.osis);
        owner.set(a, b.osis);
      }
    }
  });
});

describe("data/bible/verses.tsv", () => {
  it("has 31,084 well-formed verses", () => {
    expect(verses).toHaveLength(31084);
    const malformed = lines.filter((line) => !/^[1-3]?[A-Za-z]+\t[1-9]\d*\t[1-9]\d*\t[^\t]+$/.test(line));
    expect(malformed).toEqual([]);
    const osisIds = new Set(books.map((b) => b.osis));
    expect(verses.filter((v) => !osisIds.has(v.osis))).toEqual([]);
    expect(byKey.size).toBe(verses.length); // no duplicates
  });

  it("is in canonical order and chapter counts match books.json", () => {
    const order = new Map(books.map((b) => [b.osis, b.order]));
    for (let i = 1; i < verses.length; i++) {
      const a = verses[i - 1];
      const b = verses[i];
      const cmp = order.get(a.osis)! - order.get(b.osis)! || a.chapter - b.chapter || a.verse - b.verse;
      expect(cmp, `${key(a.osis, a.chapter, a.verse)} before ${key(b.osis, b.chapter, b.verse)}`).toBeLessThan(0);
    }
    for (const b of books) {
      const chapters = new Set(verses.filter((v) => v.osis === b.osis).map((v) => v.chapter));
      expect(chapters.size, b.osis).toBe(b.chapters);
      expect(Math.max(...chapters), b.osis).toBe(b.chapters);
    }
  });

  it("leaves out exactly the known empty slots", () => {
    for (const slot of EMPTY_SLOTS) expect(byKey.has(slot), slot).toBe(false);
    expect(verses.length + EMPTY_SLOTS.length).toBe(31102);
  });

  it("has clean text: no markup, no Strong numbers, tidy spaces", () => {
    const bad = verses.filter(
      (v) =>
        /[<>]/.test(v.text) ||
        /\b[HG]\d{1,5}\b/.test(v.text) ||
        /\s{2,}|^\s|\s$|[\t\r\n]/.test(v.text) ||
        / [,;:.?!)]/.test(v.text),
    );
    expect(bad.map((v) => `${key(v.osis, v.chapter, v.verse)}: ${v.text}`)).toEqual([]);
  });

  it("matches the hand-checked sample word for word", () => {
    const sample: (Verse & { note?: string })[] = JSON.parse(
      readFileSync(path.join(ROOT, "tests", "fixtures", "bible-sample.json"), "utf8"),
    );
    expect(sample.length).toBeGreaterThanOrEqual(12);
    for (const s of sample) {
      expect(byKey.get(key(s.osis, s.chapter, s.verse)), s.note).toBe(s.text);
    }
  });

  it("keeps added pronouns on their verb and other added words apart", () => {
    const all = verses.map((v) => v.text).join("\n");
    for (const w of ["viéndolo", "alabadle", "dánoslo", "Díganlo", "envíalo á", "alas traerá salud", "Josué los"]) {
      expect(all, w).toContain(w);
    }
    for (const w of ["alastraerá", "traerásalud", "Josuélos", "siempreessu", "envíaloá"]) {
      expect(all, w).not.toContain(w);
    }
  });
});

let hasDiatheke = false;
try {
  execFileSync("which", ["diatheke"], { stdio: "ignore" });
  execFileSync("diatheke", ["-b", "spaRV1909eb", "-f", "plain", "-k", "Gen 1:1"], { stdio: "ignore" });
  hasDiatheke = true;
} catch {
  hasDiatheke = false;
}

describe("Psalm 119", () => {
  it("has no acrostic letter (ALEPH, BETH…) in its verses' text: an editor's heading, not Scripture", () => {
    const heads = verses.filter((v) => v.osis === "Ps" && v.chapter === 119 && /^[A-Z]{2,}\b/.test(v.text));
    expect(heads.map((v) => `${v.verse}: ${v.text.slice(0, 20)}`)).toEqual(["1: BIENAVENTURADOS los "]);
    expect(byKey.get("Ps 119:105")).toBe("Lámpara es á mis pies tu palabra, y lumbrera á mi camino.");
  });
});

describe("the letters' subscriptions", () => {
  // "Amén. La segunda Epístola á los Corintios fué enviada de Filipos…": a scribe's note, not the letter.
  it("leave no 'written from / sent with' note after a letter's closing Amén", () => {
    const notes = verses.filter((v) => /Amén\.\s+\S/.test(v.text) && /\b(escrita|enviada)\b/i.test(v.text));
    expect(notes.map((v) => key(v.osis, v.chapter, v.verse))).toEqual([]);
    expect(byKey.get("2Cor 13:13")).toBe(
      "La gracia del Señor Jesucristo, y el amor de Dios, y la participación del Espíritu Santo sea con vosotros todos. Amén.",
    );
    expect(byKey.get("Heb 13:25")).toBe("La gracia sea con todos vosotros. Amén.");
  });

  it("are dropped only from a letter's last verse, after its last Amén", () => {
    const text = "La gracia sea con vosotros. Amén. Escrita de Roma á los Efesios por Tichîco.";
    expect(dropSubscription("Eph", true, text)).toBe("La gracia sea con vosotros. Amén.");
    expect(dropSubscription("Eph", false, text)).toBe(text);
    expect(dropSubscription("Ps", true, text)).toBe(text);
    const notANote = "Sea gloria para siempre. Amén. Y vino á mí palabra.";
    expect(dropSubscription("Rom", true, notANote)).toBe(notANote);
  });
});

describe("data/bible/verses.tsv against diatheke", () => {
  // diatheke's plain rendering leaves Strong's tags such as <H2416> in the text and
  // glues the translators' added words to their neighbours, so the comparison
  // drops tags and all whitespace.
  it.skipIf(!hasDiatheke)("matches every chapter of diatheke -f plain (whitespace removed)", () => {
    const out = execFileSync("diatheke", ["-b", "spaRV1909eb", "-f", "plain", "-k", "Gen 1:1-Rev 22:21"], {
      encoding: "utf8",
      maxBuffer: 128 * 1024 * 1024,
    });
    // Format: "<English book name> <chapter>:<verse>: <text>" one verse per line,
    // empty slots as "<ref>: ", and a final "(spaRV1909eb)" line.
    const dia = new Map<string, string>(); // "osis chapter" -> joined verse texts
    const diaVerses = new Map<string, string>();
    const diaEmpty: string[] = [];
    const names: string[] = [];
    let lastKey = "";
    for (const line of out.split("\n")) {
      const m = /^(.+?) (\d+):(\d+):(?: (.*))?$/.exec(line);
      if (!m) {
        if (line.trim() === "" || line.trim() === "(spaRV1909eb)") continue;
        // continuation of a multi-line verse
        diaVerses.set(lastKey, (diaVerses.get(lastKey) ?? "") + line);
        continue;
      }
      if (names[names.length - 1] !== m[1]) names.push(m[1]);
      const osis = books[names.length - 1]?.osis;
      lastKey = key(osis, Number(m[2]), Number(m[3]));
      // The export drops the acrostic letter heading Psalm 119's stanzas ("ALEPH.", "BETH").
      const stanza = osis === "Ps" && m[2] === "119" && (Number(m[3]) - 1) % 8 === 0;
      diaVerses.set(lastKey, stanza ? (m[4] ?? "").replace(/^[A-Z]+\.?\s+/, "") : (m[4] ?? ""));
    }
    expect(names).toHaveLength(66);
    const strip = (s: string) => s.replace(/<[^>]*>/g, "").replace(/\s+/g, "");
    // The export also drops the scribe's subscription after a letter's closing "Amén."
    const lastOfBook = new Map(
      [...diaVerses].filter(([, text]) => strip(text) !== "").map(([k]) => [k.split(" ")[0], k]),
    );
    for (const [osis, k] of lastOfBook) {
      const plain = (diaVerses.get(k) ?? "")
        .replace(/<[^>]*>/g, "")
        .replace(/\s+/g, " ")
        .trim();
      diaVerses.set(k, dropSubscription(osis, true, plain));
    }
    for (const [k, text] of diaVerses) {
      const s = strip(text);
      if (s === "") diaEmpty.push(k);
      const ch = k.slice(0, k.indexOf(":"));
      dia.set(ch, (dia.get(ch) ?? "") + s);
    }
    expect(diaVerses.size).toBe(31102);
    expect(diaEmpty).toEqual(EMPTY_SLOTS);

    const ours = new Map<string, string>();
    for (const v of verses) {
      const ch = `${v.osis} ${v.chapter}`;
      ours.set(ch, (ours.get(ch) ?? "") + v.text.replace(/\s+/g, ""));
    }
    expect(ours.size).toBe(1189);
    expect([...dia.keys()]).toEqual([...ours.keys()]);
    const mismatched: string[] = [];
    for (const [ch, text] of dia) {
      if (ours.get(ch) !== text) {
        const [osis, c] = ch.split(" ");
        const firstBad = verses.find(
          (v) =>
            v.osis === osis &&
            v.chapter === Number(c) &&
            v.text.replace(/\s+/g, "") !== strip(diaVerses.get(key(osis, v.chapter, v.verse)) ?? ""),
        );
        mismatched.push(`${ch} (first differing verse: ${firstBad ? firstBad.verse : "?"})`);
      }
    }
    expect(mismatched).toEqual([]);
  });
});
