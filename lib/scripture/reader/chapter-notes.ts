import { numberingDifferences } from "../numbering.ts";

// The reader's note where RVR1960 (the numbering most readers in Mexico know) numbers a chapter
// differently from this RV1909 text: one line per run of verses, from the hand-written table.

function span(chapter: number, from: number, to: number): string {
  return from === to ? `${chapter}:${from}` : `${chapter}:${from}-${to}`;
}

export function numberingNoteLines(osis: string, bookName: string, chapter: number): string[] {
  return numberingDifferences(osis, chapter)
    .filter((d) => !(d.rvr.chapter === d.here.chapter && d.rvr.from === d.here.from && d.rvr.to === d.here.to))
    .map((d) => {
      const rvr = `${bookName} ${span(d.rvr.chapter, d.rvr.from, d.rvr.to)}`;
      const here = `${bookName} ${span(d.here.chapter, d.here.from, d.here.to)}`;
      const gathered = d.rvr.from !== d.rvr.to && d.here.from === d.here.to;
      return gathered ? `${rvr} (RVR1960) está aquí dentro de ${here}.` : `${rvr} (RVR1960) es aquí ${here}.`;
    });
}
