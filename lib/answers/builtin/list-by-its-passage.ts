import "server-only";
import type { ParsedReference, Subject } from "../../scripture/index.ts";
import { findSubjects, refVerseIds } from "../../scripture/subjects/index.ts";

// "Las bienaventuranzas de Mateo 5", "los dones de Romanos 12", "los héroes de la fe de Hebreos 11":
// a list named together with the chapter that holds it asks for the list, not for the chapter's text
// (which is cut at twelve verses and leaves the items unnamed). A bare reference, or one verse of a
// list ("Mateo 5:8, bienaventurados los de limpio corazón"), is still looked up as written.

/** How well the words besides the reference must name a list (an alias, not a stray word of it). */
const LIST_NAMED = 0.6;
/** A reference that holds fewer of the list's items is one verse of it, asked as such. */
const ITEMS_HELD = 2;

/**
 * The list the question names beside the one reference that holds it, or null. The list keeps only
 * the items and passages that reference holds: "los dones de 1 Corintios 12" are not those of Romanos 12.
 */
export function listAskedByItsPassage(question: string, refs: readonly ParsedReference[]): Subject | null {
  if (refs.length !== 1 || !refs[0].exists) return null;
  const ref = refs[0];
  const rest = `${question.slice(0, ref.index)} ${question.slice(ref.index + ref.raw.length)}`;
  const [best] = findSubjects(rest, { kinds: ["list"] });
  if (!best || best.score < LIST_NAMED || !best.subject.items?.length) return null;
  const asked = new Set(refVerseIds(ref.canonical));
  const within = (ref: string) => refVerseIds(ref).some((v) => asked.has(v));
  const items = best.subject.items.filter((it) => within(it.ref));
  if (items.length < Math.min(ITEMS_HELD, best.subject.items.length)) return null;
  // Its passages there, the longest first: the one that sets the items in their context leads.
  const size = (ref: string) => refVerseIds(ref).length;
  const passages = best.subject.passages.filter((p) => within(p.ref)).sort((a, b) => size(b.ref) - size(a.ref));
  return { ...best.subject, items, passages: passages.length ? passages : best.subject.passages };
}
