import { describe, it, expect } from "vitest";
import { existsSync } from "node:fs";
import path from "node:path";
import { loadEvalSet, type EvalItem } from "@/lib/answers/eval/eval-set";
import { cautionShown, namedItems } from "@/lib/answers/eval/checks";
import { findReferences } from "@/lib/scripture";
import { SHIPPED_VERSES, verseKeys } from "../support/bible-files.ts";

// The eval sets are only as good as their references: every expected passage must exist in the
// RV1909 text we ship (checked here against data/bible directly, not through the engine under
// test), and the engine's reference reader must read it back as one passage.

const ROOT = path.resolve(__dirname, "..", "..");

const tuning = loadEvalSet("tuning", ROOT);
const holdout = loadEvalSet("holdout", ROOT);
const optional = (name: "holdout2" | "holdout3" | "holdout4" | "holdout5" | "holdout6") =>
  existsSync(path.join(ROOT, `eval/${name}.json`)) ? loadEvalSet(name, ROOT) : [];
const holdout2 = optional("holdout2");
const holdout3 = optional("holdout3");
const holdout4 = optional("holdout4");
const holdout5 = optional("holdout5");
const holdout6 = optional("holdout6");
const sets: [string, EvalItem[]][] = [
  ["tuning", tuning],
  ["holdout", holdout],
  ...(holdout2.length ? [["holdout2", holdout2] as [string, EvalItem[]]] : []),
  ...(holdout3.length ? [["holdout3", holdout3] as [string, EvalItem[]]] : []),
  ...(holdout4.length ? [["holdout4", holdout4] as [string, EvalItem[]]] : []),
  ...(holdout5.length ? [["holdout5", holdout5] as [string, EvalItem[]]] : []),
  ...(holdout6.length ? [["holdout6", holdout6] as [string, EvalItem[]]] : []),
];
const MAIN = ["verse", "story", "list", "pastoral", "occasion", "ethical", "topic"] as const;
const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

describe.each(sets)("eval set %s", (_name, items) => {
  it("names only references whose every verse exists in the RV1909 text", () => {
    const bad: string[] = [];
    for (const item of items)
      for (const ref of [...(item.expected ?? []), ...(item.items ?? []).map((i) => i.ref)]) {
        const keys = verseKeys(ref);
        if (!keys || keys.some((k) => !SHIPPED_VERSES.has(k))) bad.push(`${item.id}: ${ref}`);
      }
    expect(bad).toEqual([]);
  });

  it("writes references the engine reads back as one existing passage", () => {
    const bad: string[] = [];
    for (const item of items)
      for (const ref of item.expected ?? []) {
        const found = findReferences(ref);
        if (found.length !== 1 || !found[0].exists) bad.push(`${item.id}: ${ref}`);
      }
    expect(bad).toEqual([]);
  });

  it("expects, for a list, the reference of every item", () => {
    const bad: string[] = [];
    for (const item of items.filter((i) => i.category === "list")) {
      const expected = new Set((item.expected ?? []).flatMap((r) => verseKeys(r) ?? []));
      for (const li of item.items ?? [])
        if (!(verseKeys(li.ref) ?? []).some((k) => expected.has(k))) bad.push(`${item.id}: ${li.name}`);
    }
    expect(bad).toEqual([]);
  });

  it("has at least 12 questions in each main category and unique ids", () => {
    for (const cat of MAIN) expect(items.filter((i) => i.category === cat).length, cat).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });
});

describe("the two sets together", () => {
  it("hold at least 250 questions, at least 100 of them held out", () => {
    expect(holdout.length).toBeGreaterThanOrEqual(100);
    expect(tuning.length + holdout.length).toBeGreaterThanOrEqual(250);
  });

  it("share no question and no id", () => {
    const held = new Set([...holdout, ...holdout2, ...holdout3, ...holdout4].map((i) => plain(i.question)));
    expect(tuning.filter((i) => held.has(plain(i.question))).map((i) => i.id)).toEqual([]);
    const heldIds = new Set([...holdout, ...holdout2, ...holdout3, ...holdout4].map((i) => i.id));
    expect(tuning.filter((i) => heldIds.has(i.id)).map((i) => i.id)).toEqual([]);
  });
});

describe("namedItems", () => {
  const items = [
    { name: "No matarás", match: ["no mataras", "no mates"] },
    { name: "fe", match: ["fe", "fidelidad"] },
    { name: "Dan" },
  ];

  it("finds an item by any of its phrases, with or without accents", () => {
    const { named, missing } = namedItems("1. **No matarás.** 2. La FE y Dan.", items);
    expect(named.map((i) => i.name)).toEqual(["No matarás", "fe", "Dan"]);
    expect(missing).toEqual([]);
  });

  it("needs whole words: 'fue' does not name 'fe', 'Daniel' does not name 'Dan'", () => {
    const { missing } = namedItems("Así fue como Daniel no mató a nadie.", items);
    expect(missing.map((i) => i.name)).toEqual(["No matarás", "fe", "Dan"]);
  });
});

describe("cautionShown", () => {
  const answer = {
    text: "Consuelo:\n\n> Cercano está Jehová á los quebrantados de corazón.\n>\n> — Salmos 34:18\n\nY también:\n\n> (texto)\n>\n> — Éxodo 12:29",
    citations: [{ reference: "Salmos 34:18", text: "…" }],
  };

  it("flags every passage the answer shows, cited or under a blockquote, that the index marks as caution", async () => {
    expect(await cautionShown(answer, (ref) => ref.startsWith("Éxodo 12"))).toEqual(["Éxodo 12:29"]);
    expect(await cautionShown(answer, (ref) => ref === "Salmos 34:18")).toEqual(["Salmos 34:18"]);
  });

  it("passes an answer with no caution passage", async () => {
    expect(await cautionShown(answer, () => false)).toEqual([]);
  });
});
