import "server-only";
// The hand-written table between the numbering most readers in Mexico know (RVR1960, which here
// equals the KJV's) and this RV1909 module's older Spanish numbering. No data source maps the two;
// every rule below was checked by reading the text (see data/bible/README.md, "Empty slots").

export interface ChapterVerse {
  chapter: number;
  verse: number;
}

interface ShiftRule {
  osis: string;
  /** RVR1960 chapter and inclusive verse range the rule covers. */
  chapter: number;
  from: number;
  to: number;
  /** Where those verses are in this module. */
  map(verse: number): ChapterVerse;
}

const rule = (
  osis: string,
  chapter: number,
  from: number,
  to: number,
  map: (verse: number) => ChapterVerse,
): ShiftRule => ({ osis, chapter, from, to, map });

const RULES: ShiftRule[] = [
  // Números 12:16 is here 13:1, and chapter 13 runs one ahead; here 13:33 holds RVR 13:32-33.
  rule("Num", 12, 16, 16, () => ({ chapter: 13, verse: 1 })),
  rule("Num", 13, 1, 31, (v) => ({ chapter: 13, verse: v + 1 })),
  rule("Num", 13, 32, 33, () => ({ chapter: 13, verse: 33 })),
  // Números 29:40 is here 30:1; here 30:16 holds RVR 30:15-16.
  rule("Num", 29, 40, 40, () => ({ chapter: 30, verse: 1 })),
  rule("Num", 30, 1, 14, (v) => ({ chapter: 30, verse: v + 1 })),
  rule("Num", 30, 15, 16, () => ({ chapter: 30, verse: 16 })),
  // 1 Samuel 23:29 is here 24:1; here 24:22 holds RVR 24:21-22.
  rule("1Sam", 23, 29, 29, () => ({ chapter: 24, verse: 1 })),
  rule("1Sam", 24, 1, 20, (v) => ({ chapter: 24, verse: v + 1 })),
  rule("1Sam", 24, 21, 22, () => ({ chapter: 24, verse: 22 })),
  // 2 Samuel 20:26 is inside 20:25.
  rule("2Sam", 20, 26, 26, () => ({ chapter: 20, verse: 25 })),
  // 2 Crónicas 33: here 33:10 holds RVR 33:10-11, later verses one behind.
  rule("2Chr", 33, 11, 11, () => ({ chapter: 33, verse: 10 })),
  rule("2Chr", 33, 12, 25, (v) => ({ chapter: 33, verse: v - 1 })),
  // Job 35:16 is inside 35:15.
  rule("Job", 35, 16, 16, () => ({ chapter: 35, verse: 15 })),
  // Job 38:39-41 is here 39:1-3; Job 39 runs three ahead; here 39:30 holds RVR 39:27-30 and 40:1-5;
  // Job 40 runs five behind. Job 41 matches.
  rule("Job", 38, 39, 41, (v) => ({ chapter: 39, verse: v - 38 })),
  rule("Job", 39, 1, 26, (v) => ({ chapter: 39, verse: v + 3 })),
  rule("Job", 39, 27, 30, () => ({ chapter: 39, verse: 30 })),
  rule("Job", 40, 1, 5, () => ({ chapter: 39, verse: 30 })),
  rule("Job", 40, 6, 24, (v) => ({ chapter: 40, verse: v - 5 })),
  // Oseas 11:12 is here 12:1; here 12:14 holds RVR 12:13-14.
  rule("Hos", 11, 12, 12, () => ({ chapter: 12, verse: 1 })),
  rule("Hos", 12, 1, 12, (v) => ({ chapter: 12, verse: v + 1 })),
  rule("Hos", 12, 13, 14, () => ({ chapter: 12, verse: 14 })),
  // Jonás 1:17 (the fish) is here 2:1; here 2:10 holds RVR 2:9-10.
  rule("Jonah", 1, 17, 17, () => ({ chapter: 2, verse: 1 })),
  rule("Jonah", 2, 1, 8, (v) => ({ chapter: 2, verse: v + 1 })),
  rule("Jonah", 2, 9, 10, () => ({ chapter: 2, verse: 10 })),
  // Hechos 19:41 is inside 19:40.
  rule("Acts", 19, 41, 41, () => ({ chapter: 19, verse: 40 })),
  // 2 Corintios: here 13:12 holds RVR 13:12-13, and 13:13 is RVR 13:14.
  rule("2Cor", 13, 13, 13, () => ({ chapter: 13, verse: 12 })),
  rule("2Cor", 13, 14, 14, () => ({ chapter: 13, verse: 13 })),
];

const rulesByChapter = new Map<string, ShiftRule[]>();
for (const r of RULES) {
  const key = `${r.osis} ${r.chapter}`;
  rulesByChapter.set(key, [...(rulesByChapter.get(key) ?? []), r]);
}

/**
 * Where an RVR1960-numbered verse sits in this module, or null when both numberings agree there.
 */
export function rvr1960ToModule(osis: string, chapter: number, verse: number): ChapterVerse | null {
  for (const r of rulesByChapter.get(`${osis} ${chapter}`) ?? []) {
    if (verse >= r.from && verse <= r.to) return r.map(verse);
  }
  return null;
}

/** True when the chapter's numbering differs between RVR1960 and this module. */
export function isShiftedChapter(osis: string, chapter: number): boolean {
  return rulesByChapter.has(`${osis} ${chapter}`);
}

export interface NumberingDifference {
  /** RVR1960 numbering: chapter and inclusive verse range. */
  rvr: { chapter: number; from: number; to: number };
  /** Where those verses are in this module. */
  here: { chapter: number; from: number; to: number };
}

/**
 * The places where RVR1960 numbers the verses of this module's chapter differently (or numbers
 * verses that are in it as another chapter's), merged into runs, for the reader's chapter note.
 */
export function numberingDifferences(osis: string, chapter: number): NumberingDifference[] {
  const out: NumberingDifference[] = [];
  for (const r of RULES) {
    if (r.osis !== osis) continue;
    for (let v = r.from; v <= r.to; v++) {
      const to = r.map(v);
      if (to.chapter !== chapter && r.chapter !== chapter) continue;
      const last = out[out.length - 1];
      const contiguous =
        last && last.rvr.chapter === r.chapter && last.rvr.to === v - 1 && last.here.chapter === to.chapter;
      const single = last && last.rvr.from === last.rvr.to;
      const shifted = last && last.here.to > last.here.from;
      const step = last ? to.verse - last.here.to : -1;
      // A run either moves with RVR1960 verse by verse (step 1) or gathers several of its verses into one here (step 0).
      if (contiguous && (single ? step === 0 || step === 1 : shifted ? step === 1 : step === 0)) {
        last.rvr.to = v;
        last.here.to = to.verse;
      } else {
        out.push({
          rvr: { chapter: r.chapter, from: v, to: v },
          here: { chapter: to.chapter, from: to.verse, to: to.verse },
        });
      }
    }
  }
  return out;
}
