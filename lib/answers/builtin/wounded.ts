import "server-only";
import { conceptsOf, isWarningPassage } from "../../scripture/index.ts";

// Someone telling how another hurt them ("no puedo perdonar a mi papá por lo que me hizo de niña", "mi
// esposo me engañó y no sé si perdonarlo") is not answered with what befalls one who does not forgive
// ("si no perdonareis…, tampoco vuestro Padre os perdonará"): taught, it is a warning; read by the one
// wounded, it is a threat. The wounds are concepts of the meaning layer (data/subjects/meaning.json).
const WOUNDED_BY = ["herida_otro", "traicion", "infidelidad", "abandono_padre"];

/** Whether the message tells of a wound someone else dealt the writer. */
export function toldWound(question: string): boolean {
  const concepts = conceptsOf(question);
  return WOUNDED_BY.some((c) => concepts.has(c));
}

/** The passages fit to quote to this writer: all, or for someone wounded, none that warns. */
export function fitForWriter(question: string): (ref: string) => boolean {
  return toldWound(question) ? (ref) => !isWarningPassage(ref) : () => true;
}
