// Builds the generated parts of the subject index from committed data:
//   data/subjects/books.json  — one subject per book, from the book introductions;
//   data/subjects/naves.json  — people, places and topics of Nave's Topical Bible (data/naves/entries.json,
//                                exported by scripts/export-naves.mjs), with Spanish names and
//                                references mapped to this Bible's (RV1909) numbering;
//   data/naves/report.json    — what was mapped, what was dropped and why.
// Spanish names: topics from data/naves/names-es.json (written by hand); people and places read off
// the RV1909 text of the verses Nave's cites (the capitalised word shaped like the English name), with
// data/naves/names-es.json overriding where the shapes differ (JOHN → Juan).
// Usage: npx tsx --conditions=react-server scripts/build-subjects.ts
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BOOKS, bookByOsis, verseCount } from "../lib/scripture/books.ts";
import { foldAccents } from "../lib/scripture/normalize.ts";
import { findReferences } from "../lib/scripture/parse.ts";
import { osisToReference } from "../lib/scripture/subjects/osis.ts";
import { spanOf, verseIdsOf } from "../lib/scripture/subjects/spans.ts";

async function main(): Promise<void> {
  const ROOT = join(import.meta.dirname, "..");
  const read = (p: string) => readFileSync(join(ROOT, p), "utf8");
  const dump = (arr: unknown[]) => `[\n${arr.map((x) => `  ${JSON.stringify(x)}`).join(",\n")}\n]\n`;

  interface NaveSection {
    path: string[];
    refs: string[];
    see: string[];
  }
  interface NaveEntry {
    name: string;
    sections: NaveSection[];
    see: string[];
  }
  type Kind = "topic" | "person" | "place" | "story" | "ethical" | "feeling";
  interface NameEs {
    name: string;
    kind?: Kind;
    aliases?: string[];
    caution?: "judgment" | "violence" | "curse";
    id?: string;
    phrase?: string;
  }

  const entries = JSON.parse(read("data/naves/entries.json")) as NaveEntry[];
  const namesEs = JSON.parse(read("data/naves/names-es.json")) as Record<string, NameEs | null>;
  interface Written {
    id: string;
    kind: string;
    caution?: string;
    passages: { ref: string }[];
  }
  const written = [
    ...(JSON.parse(read("data/subjects/curated.json")) as Written[]),
    ...(JSON.parse(read("data/subjects/hand.json")) as Written[]),
    ...(JSON.parse(read("data/subjects/events.json")) as Written[]),
    ...(JSON.parse(read("data/subjects/lists.json")) as Written[]),
    ...(JSON.parse(read("data/subjects/care.json")) as Written[]),
  ];
  const curatedIds = new Set(written.map((s) => s.id));
  // Verses written for someone hurting or celebrating: a caution subject from Nave's never claims them
  // (Nave's "Judgments" cites a verse or two that are also words of comfort).
  const comforting = new Set(
    written
      .filter((s) => (s.kind === "feeling" || s.kind === "occasion") && !s.caution)
      .flatMap((s) => s.passages.flatMap((p) => verseIdsOf(spanOf(p.ref)!))),
  );
  const touchesComfort = (ref: string) => verseIdsOf(spanOf(ref)!).some((id) => comforting.has(id));
  // Verses chosen by hand for some subject (topics, feelings, occasions, stories, lists): the ones people
  // know and pastors quote. Nave's lists a topic's verses in Bible order; among them, these come first.
  const known = new Map<string, number>();
  for (const s of written)
    for (const id of new Set(s.passages.flatMap((p) => verseIdsOf(spanOf(p.ref)!))))
      known.set(id, (known.get(id) ?? 0) + 1);
  /** How many hand-written subjects cite a verse of this passage: the more, the better known it is. */
  const knownBy = (ref: string) => Math.max(0, ...verseIdsOf(spanOf(ref)!).map((id) => known.get(id) ?? 0));
  const KNOWN_BOOST = 1.6;
  /** Each further hand-written subject citing the verse (up to three) adds this much. */
  const KNOWN_MORE = 0.15;
  /** A verse that says the subject's own word ("justificados", "predestinó") is about it, not near it. */
  const SAYS_IT_BOOST = 1.8;
  /** Headings of examples and figures ("INSTANCES OF", "TYPIFIED"): narratives, cited after the teaching. */
  const EXAMPLE_HEADING = /\b(instances?|exemplified|typified|figurative|symbolical|illustrated|incidents?)\b/i;
  const EXAMPLE_FACTOR = 0.6;
  /** A passage longer than this is read, not cited: shorter ones come first. */
  const QUOTABLE_VERSES = 6;
  const LONG_FACTOR = 0.75;
  const SECTION_FLOOR = 0.6;
  const NAME_STOP = new Set(
    "el la los las de del y a al en un una por para con sin su sus se dios senor jesus cristo jesucristo hombre otros uno mismo".split(
      " ",
    ),
  );
  /** Word beginnings of a subject's Spanish names ("justificación" → "justifi"), to find verses that say it. */
  const nameStems = (names: string[]): string[] => [
    ...new Set(
      names.flatMap((n) =>
        (foldAccents(n).match(/[a-zñ]+/g) ?? [])
          .filter((w) => w.length >= 4 && !NAME_STOP.has(w))
          .map((w) => w.slice(0, Math.max(4, Math.min(7, w.length - 4)))),
      ),
    ),
  ];
  const says = (ref: string, stems: string[]): boolean => {
    if (!stems.length) return false;
    const span = spanOf(ref)!;
    const ids = verseIdsOf(span).slice(0, 3);
    return ids.some((id) => {
      const text = ` ${foldAccents(verses.get(id) ?? "")}`;
      return stems.some((st) => text.includes(` ${st}`));
    });
  };
  /**
   * How central a passage is to a topic: a verse chosen by hand for some subject (the ones people know),
   * a verse that names the subject, a teaching rather than an example, a passage short enough to quote.
   */
  const centrality = (
    ref: string,
    chapterOnly: boolean,
    stems: string[],
    path: string[],
    sectionShare: number,
  ): number => {
    if (chapterOnly) return 1 / KNOWN_BOOST;
    const n = verseIdsOf(spanOf(ref)!).length;
    const by = knownBy(ref);
    return (
      (by ? 1 + KNOWN_MORE * (Math.min(by, 4) - 1) : 1 / KNOWN_BOOST) *
      // Nave's gathers a topic's teaching under its large headings; small ones are facets and cases
      // (the redemption of land beside the redemption of souls).
      (SECTION_FLOOR + (1 - SECTION_FLOOR) * Math.sqrt(sectionShare)) *
      (says(ref, stems) ? SAYS_IT_BOOST : 1) *
      (path.some((h) => EXAMPLE_HEADING.test(h)) ? EXAMPLE_FACTOR : 1) *
      (n > QUOTABLE_VERSES ? LONG_FACTOR : 1)
    );
  };

  // ---------------------------------------------------------------------------------------------
  // Books. The introductions live with the built-in answers, whose imports load the subject index
  // itself: it is emptied first, so a stale generated file (say, with an id now written by hand)
  // cannot stop its own rebuild.

  writeFileSync(join(ROOT, "data/subjects/naves.json"), "[]\n");
  const { BOOK_INTROS } = await import("../content/book-intros.ts");
  const books = BOOKS.map((b) => {
    const intro = BOOK_INTROS[b.osis];
    const folded = foldAccents(b.name);
    const aliases = [`libro de ${b.name}`, `el libro de ${b.name}`, ...(folded !== b.name.toLowerCase() ? [] : [])];
    if (intro) aliases.push(intro.title);
    return {
      id: `libro-${foldAccents(b.name).replace(/[^a-z0-9]+/g, "-")}`,
      name: b.name,
      kind: "book",
      aliases,
      passages: (intro?.keyPassages.length ? intro.keyPassages : [`${b.name} 1`]).map((ref, i) => ({
        ref,
        weight: Math.max(0.5, 1 - i * 0.1),
      })),
      ...(intro ? { summary: intro.summary } : {}),
      phrase:
        intro?.title.replace(/^El /, "el ").replace(/^La /, "la ").replace(/^Los /, "los ").replace(/^Las /, "las ") ??
        b.name,
      source: "curated",
    };
  });

  // ---------------------------------------------------------------------------------------------
  // References: Nave's OSIS (KJV versification) → canonical Spanish references of this module.

  const report = {
    entries: entries.length,
    seeOnly: 0,
    references: 0,
    mapped: 0,
    wholeChapter: 0,
    throughNumberingTable: 0,
    /** References whose KJV verse is empty or missing here; mapped ones moved through the table. */
    emptySlotReferences: 0,
    emptySlotReferencesMapped: 0,
    dropped: {} as Record<string, number>,
    droppedExamples: {} as Record<string, string[]>,
    entriesNamed: 0,
    entriesNotNamed: 0,
    namedBy: { hand: 0, rv1909Text: 0 },
    skippedCuratedDuplicate: 0,
    nameIsOrdinaryWord: 0,
    cautionPassagesLeftToComfort: 0,
    referencesKeptInIndex: 0,
    referencesCappedOut: 0,
  };

  function drop(reason: string, osis: string): void {
    report.dropped[reason] = (report.dropped[reason] ?? 0) + 1;
    const ex = (report.droppedExamples[reason] ??= []);
    if (ex.length < 8) ex.push(osis);
  }

  /** A verse reference (KJV numbers) to a slot this module leaves empty or does not have. */
  function pointsAtEmptySlot(osis: string): boolean {
    const m = /^(\w+)\.(\d+)\.(\d+)(?:-\w+\.(\d+)\.(\d+))?$/.exec(osis);
    if (!m || !bookByOsis(m[1])) return false;
    const ends: [number, number][] = [[Number(m[2]), Number(m[3])]];
    if (m[4]) ends.push([Number(m[4]), Number(m[5])]);
    return ends.some(([c, v]) => v > verseCount(m[1], c));
  }

  /** The reference must read back through the project's parser to itself. */
  function readsBack(ref: string): boolean {
    const r = findReferences(ref);
    return r.length === 1 && r[0].exists && r[0].canonical === ref && r[0].raw === ref && !r[0].remappedFrom;
  }

  // ---------------------------------------------------------------------------------------------
  // Spanish names of people and places, read off RV1909.

  const verses = new Map<string, string>();
  for (const line of read("data/bible/verses.tsv").split("\n")) {
    if (!line) continue;
    const [osis, c, v, text] = line.split("\t");
    verses.set(`${osis}.${c}.${v}`, text);
  }

  // How often each word appears in lower case in RV1909: a name that is also a common word ("Mira",
  // "Sin", "Ai") would capture ordinary questions, so such names are left out.
  const lowerCount = new Map<string, number>();
  for (const text of verses.values()) {
    for (const m of text.matchAll(/(?<![\p{L}])\p{Ll}+/gu)) {
      const w = foldAccents(m[0]);
      lowerCount.set(w, (lowerCount.get(w) ?? 0) + 1);
    }
  }
  const ordinaryWord = (name: string) => {
    const f = foldAccents(name).replace(/[^a-z]/g, "");
    return f.length <= 2 || (lowerCount.get(f) ?? 0) >= 2 || (lowerCount.get(`${f}s`) ?? 0) >= 2;
  };

  function skeleton(s: string, english: boolean): string {
    let x = foldAccents(s).replace(/[^a-z]/g, "");
    if (english) x = x.replace(/jah$/, "ia").replace(/iah$/, "ia").replace(/ah$/, "a");
    x = x
      .replace(/ph/g, "f")
      .replace(/th/g, "t")
      .replace(/sh/g, "s")
      .replace(/ch/g, "c")
      .replace(/qu/g, "c")
      .replace(/k/g, "c")
      .replace(/z/g, "s")
      .replace(/v/g, "b")
      .replace(/w/g, "u")
      .replace(/y/g, "i")
      .replace(/h/g, "")
      .replace(/(.)\1+/g, "$1");
    return x;
  }

  function lev(a: string, b: string): number {
    const d = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let prev = d[0];
      d[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const tmp = d[j];
        d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = tmp;
      }
    }
    return d[b.length];
  }

  const VOWEL = /[aeiou]/;

  function similarity(english: string, spanish: string): number {
    const a = skeleton(english, true);
    const b = skeleton(spanish, false);
    if (!a || !b) return 0;
    if (a[0] !== b[0] && !(VOWEL.test(a[0]) && VOWEL.test(b[0]))) return 0;
    return 1 - lev(a, b) / Math.max(a.length, b.length);
  }

  function versesOf(refs: string[], cap = 40): string[] {
    const out: string[] = [];
    for (const r of refs) {
      const m = /^(\w+)\.(\d+)\.(\d+)(?:-\w+\.(\d+)\.(\d+))?$/.exec(r);
      if (!m) continue;
      const from = Number(m[3]);
      const to = m[5] && m[4] === m[2] ? Math.min(Number(m[5]), from + 2) : from;
      for (let v = from; v <= to && out.length < cap; v++) {
        const t = verses.get(`${m[1]}.${m[2]}.${v}`);
        if (t) out.push(t);
      }
    }
    return out;
  }

  const titleCase = (w: string) => (w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w);

  /** The capitalised word of the cited verses shaped most like the English name, if one is clear. */
  function nameFromText(english: string, refs: string[]): { name: string; share: number } | null {
    const texts = versesOf(refs);
    if (!texts.length) return null;
    const counts = new Map<string, number>();
    for (const t of texts) {
      const seen = new Set<string>();
      for (const m of t.matchAll(/\p{Lu}[\p{L}-]*/gu)) {
        const w = titleCase(m[0].replace(/-$/, ""));
        if (w.length < 2 || seen.has(w)) continue;
        seen.add(w);
        counts.set(w, (counts.get(w) ?? 0) + 1);
      }
    }
    let best: { name: string; score: number; share: number } | null = null;
    for (const [w, n] of counts) {
      const sim = similarity(english, w);
      if (sim < 0.6) continue;
      const share = n / texts.length;
      const score = sim * 2 + share;
      if (!best || score > best.score) best = { name: w, score, share };
    }
    if (!best) return null;
    if (best.share < (texts.length >= 4 ? 0.3 : 0.5)) return null;
    return { name: best.name, share: best.share };
  }

  /** RV1909 spells names the old way (Machîr, Josaphat, Nathán): the modern form people type. */
  function modernSpelling(name: string): string {
    return name
      .normalize("NFD")
      .replace(/\u0302/g, "")
      .normalize("NFC")
      .replace(/ph/g, "f")
      .replace(/Ph/g, "F")
      .replace(/th/g, "t")
      .replace(/Th/g, "T")
      .replace(/ch(?=[eiéí])/g, "qu")
      .replace(/Ch(?=[eiéí])/g, "Qu")
      .replace(/ch/g, "c")
      .replace(/Ch/g, "C");
  }

  const PLACE =
    /\b(city|cities|town|village|river|brook|mount|mountain|hill|valley|plain|sea|lake|pool|well|wilderness|desert|country|region|district|land|province|island|place|gate|fortress|stronghold|capital|encampment|station|kingdom)\b/i;
  const PERSON =
    /\b(son|sons|daughter|wife|husband|father|mother|brother|sister|king|queen|priest|prophet|prophetess|levite|man|woman|chief|captain|servant|descendant|officer|governor|apostle|disciple|judge|prince|ruler|scribe|porter|singer|musician|benjamite|gadite|danite|ephraimite|reubenite|gileadite|ancestor|grandson|nephew|uncle|called|surnamed|one of|head of|leader|lineage|marriage|children|born|birth|death|died|family|genealogy|character|life|his|her|he|she)\b/i;

  function personOrPlace(e: NaveEntry, name?: string): "person" | "place" {
    // The first heading says what the entry is ("A city of Judah", "Son of Saul"); later ones are
    // events, which mention places for people and people for places.
    const count = (re: RegExp, text: string) => (text.match(new RegExp(re, "gi")) ?? []).length;
    const first = e.sections[0]?.path.join(" ") ?? "";
    const rest = e.sections
      .slice(1)
      .map((s) => s.path.join(" "))
      .join(" ")
      .slice(0, 400);
    let place = 3 * count(PLACE, first) + count(PLACE, rest);
    let person = 3 * count(PERSON, first) + count(PERSON, rest);
    // The verses themselves: "en Betel", "hasta Dan" name places; "Saúl dijo", "hijo de Cis", "el rey
    // Acab" name people.
    if (name) {
      const n = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      for (const t of versesOf(e.sections.flatMap((x) => x.refs))) {
        if (
          new RegExp(
            `\\b(en|a|hasta|desde|hacia|de la ciudad de|tierra de|río|monte|ciudad|rey de|reyes de|reina de|príncipe de)\\s+${n}\\b`,
            "i",
          ).test(t)
        )
          place += 1;
        if (
          new RegExp(
            `\\b(hijo|hija|hijos|mujer|padre|hermano)\\s+de\\s+${n}\\b|\\b(rey|reina|varón|profeta|sacerdote)\\s+${n}\\b|\\b${n}\\s+(dijo|respondió|hijo|hija|engendró|murió|habló|fué|vino|tomó)\\b`,
            "i",
          ).test(t)
        )
          person += 1;
      }
    }
    if (place || person) return place > person ? "place" : "person";
    // "Paul visits and preaches in", "Jesus from": headings ending in a preposition name a place.
    const ending = e.sections.filter((s) => / (in|at|from|to|near|into)$/i.test(s.path.at(-1) ?? "")).length;
    return ending * 2 >= Math.min(e.sections.length, 4) ? "place" : "person";
  }

  // ---------------------------------------------------------------------------------------------
  // Caution: Nave's entries and headings about judgment, war and curses.

  const CAUTION_HEADING: [RegExp, "judgment" | "violence" | "curse"][] = [
    [/\b(curse|cursed|curses|cursing)\b/i, "curse"],
    [/\b(judgment|judgments|punishment|punished|plague|plagues|destroyed|destruction|overthrow|wrath)\b/i, "judgment"],
    [
      /\b(war|wars|battle|slain|slew|killed|massacre|murder|murders|smites|smote|slaughter|captivity|stoned|hanged|executed)\b/i,
      "violence",
    ],
  ];

  function slug(s: string): string {
    return foldAccents(s)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  }

  const usedIds = new Set<string>([...curatedIds, ...books.map((b) => b.id)]);
  const naves: Record<string, unknown>[] = [];
  /** Person id → Nave's sections of their life: [heading, ...references]. */
  const life: Record<string, string[][]> = {};
  /** Nave's entries of people written by hand whose Spanish name the text does not give (Abram, Simón). */
  const CURATED_LIFE: Record<string, string> = { ABRAHAM: "abraham", PETER: "pedro", PAUL: "pablo", RUTH: "rut" };
  const curatedPersons = new Set(written.filter((s) => s.kind === "person").map((s) => s.id));
  /** English heading → the Spanish subject made from it, to hand-check names and kinds. */
  const namesUsed: Record<string, { id: string; name: string; kind: string; by: string }> = {};
  const MAX_PASSAGES = 60;

  for (const e of entries) {
    const allRefs = e.sections.flatMap((s) => s.refs);
    report.references += allRefs.length;
    if (!allRefs.length) report.seeOnly++;
    // Map every reference (for the report), keep the ones that read back.
    const mapped: { ref: string; chapterOnly: boolean; section: number }[] = [];
    e.sections.forEach((s, si) => {
      for (const osis of s.refs) {
        const m = osisToReference(osis);
        if (pointsAtEmptySlot(osis)) {
          report.emptySlotReferences++;
          if (!("drop" in m)) report.emptySlotReferencesMapped++;
        }
        if ("drop" in m) {
          drop(m.drop, osis);
          continue;
        }
        if (!readsBack(m.ref)) {
          drop("does not read back", osis);
          continue;
        }
        report.mapped++;
        if (m.chapterOnly) report.wholeChapter++;
        if (m.shifted) report.throughNumberingTable++;
        mapped.push({ ref: m.ref, chapterOnly: m.chapterOnly, section: si });
      }
    });
    if (!mapped.length) continue;

    // A person's life by Nave's headings ("Death of", "Call of", "4. One of the twelve apostles"), for
    // the events of a life and for telling namesakes apart; a person written by hand gets Nave's
    // headings of the same name.
    const lifeOf = (id: string) => {
      const sections = e.sections
        .map((s, si) => ({ h: s.path.join(" / "), refs: mapped.filter((m) => m.section === si).map((m) => m.ref) }))
        .filter((s) => s.h && s.refs.length);
      if (sections.length) life[id] = sections.map((s) => [s.h, ...s.refs]);
    };
    const hand = namesEs[e.name];
    const curatedLife = CURATED_LIFE[e.name];
    if (curatedLife && !life[curatedLife]) lifeOf(curatedLife);
    if (hand === null) {
      const found = /^[A-Z][A-Z'-]+$/.test(e.name) ? nameFromText(e.name, allRefs) : null;
      const id = found ? slug(modernSpelling(found.name)) : "";
      if (curatedPersons.has(id) && !life[id]) lifeOf(id);
      report.entriesNotNamed++;
      continue;
    }
    let es: NameEs | null = hand ?? null;
    let aliases: string[] = [];
    if (es) report.namedBy.hand++;
    else if (/^[A-Z][A-Z'-]+$/.test(e.name)) {
      const found = nameFromText(e.name, allRefs);
      const kind = found ? personOrPlace(e, found.name) : null;
      if (kind && found && ordinaryWord(modernSpelling(found.name))) {
        report.nameIsOrdinaryWord++;
        report.entriesNotNamed++;
        continue;
      }
      if (kind && found) {
        const modern = modernSpelling(found.name);
        es = { name: modern, kind };
        if (modern !== found.name) aliases = [found.name];
        report.namedBy.rv1909Text++;
      }
    }
    if (!es) {
      report.entriesNotNamed++;
      continue;
    }
    report.entriesNamed++;
    const kind = es.kind ?? "topic";
    let id = es.id ?? slug(kind === "place" && !es.id ? `${es.name}` : es.name);
    if (curatedIds.has(id) && !es.id) {
      if (kind === "person" && curatedPersons.has(id) && !life[id]) lifeOf(id);
      report.skippedCuratedDuplicate++;
      continue;
    }
    if (usedIds.has(id)) {
      let n = 2;
      while (usedIds.has(`${id}-${n}`)) n++;
      id = `${id}-${n}`;
    }
    usedIds.add(id);

    // Best first: verses and short ranges before whole chapters, earlier headings (Nave's lists the
    // main facts first) before later ones; repeated references once. People and places keep Nave's
    // order (their story runs in it). A topic's verses come in Bible order in Nave's, so Genesis would
    // open every doctrine: they are ranked by what makes a verse the one a pastor cites first instead
    // (centrality, below).
    const narrative = kind === "person" || kind === "place" || kind === "story";
    const stems = narrative ? [] : nameStems([es.name, ...(es.aliases ?? [])]);
    const sectionSize = new Map<number, number>();
    for (const m of mapped) sectionSize.set(m.section, (sectionSize.get(m.section) ?? 0) + 1);
    const largestSection = Math.max(...sectionSize.values());
    const seen = new Set<string>();
    const ranked = mapped
      .map((m, i) => ({
        ...m,
        w:
          (m.chapterOnly ? 0.55 : 1) *
          (1 - Math.min(0.4, (i / Math.max(50, mapped.length)) * 0.4)) *
          (narrative
            ? 1
            : centrality(
                m.ref,
                m.chapterOnly,
                stems,
                e.sections[m.section]?.path ?? [],
                (sectionSize.get(m.section) ?? 0) / largestSection,
              )),
      }))
      .filter((m) => (seen.has(m.ref) ? false : (seen.add(m.ref), true)))
      .sort((a, b) => b.w - a.w);
    let caution = es.caution;
    if (!caution && kind === "topic") {
      for (const [re, c] of CAUTION_HEADING)
        if (re.test(e.name)) {
          caution = c;
          break;
        }
    }
    const usable = caution ? ranked.filter((m) => !touchesComfort(m.ref)) : ranked;
    report.cautionPassagesLeftToComfort += ranked.length - usable.length;
    const kept = usable.slice(0, MAX_PASSAGES);
    report.referencesKeptInIndex += kept.length;
    report.referencesCappedOut += usable.length - kept.length;
    if (!kept.length) continue;
    const subject: Record<string, unknown> = {
      id,
      name: es.name,
      kind,
      aliases: [...new Set([...(es.aliases ?? []), ...aliases])],
      // Weights are 0..1: centrality can lift a topic's best passage above 1, so they are scaled down.
      passages: kept.map((m) => ({ ref: m.ref, weight: Math.round((m.w / Math.max(1, kept[0].w)) * 100) / 100 })),
    };
    if (caution) subject.caution = caution;
    if (es.phrase) subject.phrase = es.phrase;
    subject.source = "naves";
    naves.push(subject);
    if (kind === "person") lifeOf(id);
    namesUsed[e.name] = { id, name: es.name, kind, by: hand ? "hand" : "rv1909" };
  }

  writeFileSync(join(ROOT, "data/subjects/books.json"), dump(books));
  writeFileSync(join(ROOT, "data/subjects/naves.json"), dump(naves));
  writeFileSync(
    join(ROOT, "data/subjects/life.json"),
    `{\n${Object.entries(life)
      .map(([id, sections]) => `  ${JSON.stringify(id)}: ${JSON.stringify(sections)}`)
      .join(",\n")}\n}\n`,
  );
  writeFileSync(join(ROOT, "data/naves/names-used.json"), `${JSON.stringify(namesUsed, null, 1)}\n`);
  writeFileSync(join(ROOT, "data/naves/report.json"), `${JSON.stringify(report, null, 2)}\n`);
  const byKind: Record<string, number> = {};
  for (const s of naves) byKind[s.kind as string] = (byKind[s.kind as string] ?? 0) + 1;
  console.log(
    JSON.stringify(
      { books: books.length, naves: naves.length, byKind, ...report, droppedExamples: undefined },
      null,
      2,
    ),
  );
}

void main();
