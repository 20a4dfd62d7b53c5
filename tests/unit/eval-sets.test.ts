import { describe, it, expect } from "vitest";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  EVAL_SET_FILES,
  HELD_OUT_SETS,
  SEEN_SETS,
  loadEvalSet,
  type EvalItem,
  type EvalSetName,
} from "@/lib/answers/eval/eval-set";
import { cautionShown, namedItems } from "@/lib/answers/eval/checks";
import { findReferences } from "@/lib/scripture";
import { SHIPPED_VERSES, verseKeys } from "../support/bible-files.ts";

// The eval sets are only as good as their references: every expected passage must exist in the
// RV1909 text we ship (checked here against data/bible directly, not through the engine under
// test), and the engine's reference reader must read it back as one passage.

const ROOT = path.resolve(__dirname, "..", "..");

const tuning = loadEvalSet("tuning", ROOT);
const present = (name: EvalSetName) => existsSync(path.join(ROOT, EVAL_SET_FILES[name]));
const heldOut = HELD_OUT_SETS.filter(present).flatMap((name) => loadEvalSet(name, ROOT));
const sets: [string, EvalItem[]][] = (Object.keys(EVAL_SET_FILES) as EvalSetName[])
  .filter(present)
  .map((name) => [name, loadEvalSet(name, ROOT)]);
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

  it("has at least 10 questions in each main category and unique ids", () => {
    for (const cat of MAIN) expect(items.filter((i) => i.category === cat).length, cat).toBeGreaterThanOrEqual(10);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });
});

describe("the sets together", () => {
  it("hold at least 250 questions, at least 100 of them held out and never tuned on", () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(100);
    expect(tuning.length + heldOut.length).toBeGreaterThanOrEqual(250);
    for (const cat of MAIN) expect(heldOut.filter((i) => i.category === cat).length, cat).toBeGreaterThanOrEqual(12);
  });

  it("keep the held-out sets apart from the sets open for tuning", () => {
    expect(HELD_OUT_SETS.filter((name) => SEEN_SETS.includes(name) || name === "tuning")).toEqual([]);
  });

  it("share no question and no id between the held-out sets and the rest", () => {
    const open = [...tuning, ...SEEN_SETS.filter(present).flatMap((name) => loadEvalSet(name, ROOT))];
    const held = new Set(heldOut.map((i) => plain(i.question)));
    expect(open.filter((i) => held.has(plain(i.question))).map((i) => i.id)).toEqual([]);
    const heldIds = new Set(heldOut.map((i) => i.id));
    expect(open.filter((i) => heldIds.has(i.id)).map((i) => i.id)).toEqual([]);
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
