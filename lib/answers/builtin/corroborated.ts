import "server-only";
import { subjectById, refVerseIds } from "../../scripture/subjects/index.ts";
import type { Evidence } from "./evidence.ts";
import type { Theme } from "./themes.ts";

// A pastoral theme's passages are ranked once for everyone who lives it; the question says more. "Cuido
// a mi abuela que tiene demencia y estoy muy cansada" is the theme of a worn-out caregiver, whose first
// passages are for weariness (Gálatas 6:9, Isaías 40:29-31); among its later ones, "hasta la vejez yo
// mismo… yo os soportaré" (Isaías 46:4), which the second need read in the question (a loved one with
// dementia) also names, is the one a pastor adds for her. The theme's first passages stay first; after
// them, those of its own passages that another sure reading of the question (a second need, a story, a
// topic) also names come before the rest.

/** The theme's own first passages, kept in their place whatever else the question says. */
const KEPT = 3;
/** How deep in the theme's ranked passages a corroborated one is looked for. */
const DEPTH = 10;
/** How many passages of each other reading count as what it points to. */
const OTHER_PASSAGES = 6;
/** How sure another reading must be to point: a subject met by a stray word ("oración") does not. */
const POINTING = 0.6;

function passagesOf(e: Evidence): string[] {
  if (e.kind === "theme") return subjectById(e.theme.id)?.passages.map((p) => p.ref) ?? e.theme.passages;
  if (e.kind === "subject") return e.subject.passages.map((p) => p.ref);
  return [];
}

/** The theme's passages in the order to quote them (the caller filters them and takes the first few). */
export function corroboratedPassages(theme: Theme, evidence: readonly Evidence[]): string[] {
  // A topic asked about ("versículos de gratitud") is answered in its curator's order.
  if (theme.kind !== "feeling" && theme.kind !== "occasion") return theme.passages;
  const own = (subjectById(theme.id)?.passages.map((p) => p.ref) ?? theme.passages).slice(0, DEPTH);
  const pointed = new Set(
    evidence
      .filter((e) => e.score >= POINTING && !(e.kind === "theme" && e.theme.id === theme.id))
      .flatMap((e) => passagesOf(e).slice(0, OTHER_PASSAGES))
      .flatMap(refVerseIds),
  );
  const head = own.slice(0, KEPT);
  const rest = own.slice(KEPT);
  const named = rest.filter((r) => refVerseIds(r).some((id) => pointed.has(id)));
  return [...head, ...named, ...rest.filter((r) => !named.includes(r))];
}
