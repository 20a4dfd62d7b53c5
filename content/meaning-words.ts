// Words the meaning reader (lib/scripture/subjects/meaning.ts) rewrites before it looks for concepts.
// Every word is written as the reader sees it: lower case, accents folded ("sueno", "tambien").
import { TEXTING_SHORTHAND } from "./texting-shorthand.ts";

// Texting shorthand (content/texting-shorthand.ts), and "porque" read as "por que" so that
// "¿porque Dios permite…?" and "xq Dios permite…" meet "por que dios permite".
export const SHORTHAND: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [...Object.entries(TEXTING_SHORTHAND), ["porque", "porque"]].map(([word, meant]) => [
    word,
    meant === "porque" ? ["por", "que"] : meant.split(" "),
  ]),
);

/** Forms of "costar" in "me cuesta trabajo…": the effort something takes, not a job. */
export const COST_WORDS: readonly string[] = "cuesta cuestan costo costaba costaban costara costaria cueste".split(" ");

/** Forms of dying that, followed by "de" and a state, only say how much of the state there is. */
export const DYING_WORDS: readonly string[] =
  "muero mueres muere morimos mueren muriendo morirme morirse morir muerto muerta muertos muertas".split(" ");

/** The states one "dies of" in that idiom ("muerta de cansancio"); a cause of death is not one. */
export const DYING_OF_STATES: readonly string[] = (
  "cansancio sueno hambre sed frio calor miedo susto panico terror risa ganas nervios preocupacion angustia " +
  "envidia celos verguenza pena aburrimiento flojera estres tristeza soledad coraje rabia amor gusto alegria " +
  "felicidad emocion curiosidad ansiedad desesperacion impaciencia"
).split(" ");
