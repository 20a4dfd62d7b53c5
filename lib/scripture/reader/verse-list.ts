// Verse selections as they travel in a shared address (`?v=16-17,19`) and as people read them
// ("Juan 3:16-17, 19"). Pure: the chapter page (browser), the share page and its image use it.

/** Verses of "16-17,19" that exist in a chapter of `max` verses, sorted, without repeats; [] when none. */
export function parseVerseList(value: string | null | undefined, max: number): number[] {
  if (!value) return [];
  const out = new Set<number>();
  for (const part of value.split(",").slice(0, 20)) {
    const m = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = Math.min(m[2] ? Number(m[2]) : from, max);
    for (let v = Math.max(from, 1); v <= to; v++) out.add(v);
  }
  return [...out].sort((a, b) => a - b);
}

/** [16, 17, 19] → "16-17,19" (the address form). */
export function formatVerseList(verses: readonly number[], separator = ","): string {
  const sorted = [...new Set(verses)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j;
  }
  return runs.join(separator);
}

/** "Juan 3:16-17, 19" */
export function selectionReference(bookName: string, chapter: number, verses: readonly number[]): string {
  return verses.length ? `${bookName} ${chapter}:${formatVerseList(verses, ", ")}` : `${bookName} ${chapter}`;
}
