import "server-only";
import { conceptsOf, isWarningPassage } from "../../scripture/index.ts";

// Someone telling how another hurt them ("no puedo perdonar a mi papá por lo que me hizo de niña", "mi
// esposo me engañó y no sé si perdonarlo") is not answered with what befalls one who does not forgive
// ("si no perdonareis…, tampoco vuestro Padre os perdonará"): taught, it is a warning; read by the one
// wounded, it is a threat. The wounds are concepts of the meaning layer (data/subjects/meaning.json).
const WOUNDED_BY = ["herida_otro", "traicion", "infidelidad", "abandono_padre"];
// A burden told of one's own life is the same: someone worn out at work, poor or out of a job is not
// answered with "si alguno no quisiere trabajar, tampoco coma" (2 Tesalonicenses 3:10), which the
// index marks as a warning to the idle (data/subjects/hand.json, advertencias-al-perezoso).
const BURDENED_BY = [
  "cansancio",
  "ansiedad",
  "tristeza",
  "dolor",
  "dinero",
  "pobreza",
  "trabajo_perdido",
  "deuda",
  "divorcio",
];

/** Whether the message tells of a wound someone else dealt the writer, or of a burden of their own. */
export function toldWound(question: string): boolean {
  const concepts = conceptsOf(question);
  // One's own job told or asked for ("tengo problemas en el trabajo", "versículos para mi trabajo") is
  // the same: "¿qué dice la Biblia del trabajo?" names no one and may still be taught the warnings.
  const ownWork = concepts.has("trabajo") && (concepts.has("voz") || concepts.has("para_necesidad"));
  return WOUNDED_BY.some((c) => concepts.has(c)) || BURDENED_BY.some((c) => concepts.has(c)) || ownWork;
}

/** The passages fit to quote to this writer: all, or for someone wounded, none that warns. */
export function fitForWriter(question: string): (ref: string) => boolean {
  return toldWound(question) ? (ref) => !isWarningPassage(ref) : () => true;
}
