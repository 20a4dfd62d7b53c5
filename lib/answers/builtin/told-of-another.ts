import "server-only";
import {
  GRIEF_FOR_KIN,
  LOVED_ONES,
  OTHERS,
  SHARED_WITH_A_SPOUSE,
  SPOKEN_TO_THE_ONE_LIVING,
  SPOUSES,
  TOLD_OF_ANOTHER,
} from "../../../content/told-of-another.ts";
import { plain } from "../text.ts";
import type { Theme } from "./themes.ts";

// "A mi hijo le hacen bullying", "mi hija tiene mucha ansiedad", "se burlan de mi niño": the one who
// lives the feeling is a loved one, and the one writing is who needs the caring word. Read as the
// writer's own, a mother got "Siento mucho que se burlen de ti" and a prayer in her child's voice.

const KIN = Object.keys(LOVED_ONES).join("|");
/** What the loved one goes through, told right after them: "mi hija (de 15) tiene…", "a mi hijo le hacen…". */
const LIVES =
  "(le|les|lo|la|los|las) (hacen|dicen|molestan|pegan|insultan|tratan|rechazan|ignoran|dieron|diagnosticaron|detectaron|encontraron|robaron|asaltaron|corrieron|despidieron)|se (siente|sienten|burlan|siento|aisla|encierra|quedo|le murio|les murio|le fue)|sufre|sufren|esta|estan|anda|andan|tiene|tienen|ya no quiere|no quiere|no puede|no duerme|vive|padece|batalla|lleva|perdio|perdieron|acaba de perder|enviudo|quedo|no encuentra|no consigue|recayo";
/** What they said of it themselves: "mi mamá dice que se siente una carga", "mi hijo me contó que le pegan". */
const SAID = "(?:(?:me )?(?:dice|dijo|cuenta|conto|comenta|comento|platica|platico) que )?";
const TOLD_AFTER = new RegExp(
  `\\b(?:a )?(?:mi|mis) (?:mejor )?(${KIN})(?: de [0-9]+(?: anos)?)? ${SAID}(?:${LIVES})\\b`,
);
/** Someone told of without a "mi": "una muchacha de la iglesia perdió su trabajo", "a un señor de mi colonia le…". */
const OTHER = Object.keys(OTHERS).join("|");
const OTHER_AFTER = new RegExp(
  `\\b(?:a )?(?:una|un|la|el) (${OTHER})(?: de (?:la|el|mi|mis|su) [a-z]+)?(?: de [0-9]+(?: anos)?)? (?:${LIVES})\\b`,
);
/** A death in a loved one's family: "se murió el papá de mi mejor amiga" is the friend's loss. */
const THEIR_KIN = new RegExp(
  `\\b(?:murio|fallecio|se murio|perdio|se fue) (?:el|la|los|las|su|sus) [a-z]+ de (?:mi|mis) (?:mejor )?(${KIN})\\b`,
);
/** Or after what is done to them: "se burlan de mi hijo", "molestan a mi hija". */
const DONE_TO = new RegExp(
  `\\b(?:se burlan|burlan|molestan|acosan|insultan|rechazan|hacen bullying|le hacen bullying) (?:de|a) (?:mi|mis) (${KIN})\\b`,
);
/**
 * The writer telling a state of their own ("me siento…", "estoy…", "tengo…", "se burlan de mí"): the
 * theme's own words fit them ("estoy preocupada por mi hija que tiene ansiedad" is the writer's worry).
 */
const WRITER_LIVES =
  /\b(me siento|me sentia|estoy|tengo|ando|me da|me dan|se burlan de mi|me (hacen|dicen|molestan|pegan|insultan|rechazan|corrieron|despidieron|diagnosticaron|detectaron|robaron|asaltaron)|perdi|me quede sin|no encuentro|no consigo|sufro|recai)\b/;

/** The one who died is the writer's own: "murió mi papá", "mi abuelita falleció", "perdimos a nuestro bebé". */
const WRITERS_DEAD =
  /\b(?:murio|fallecio|se (?:me |nos )?murio|se (?:me |nos )?fue|perdi|perdimos|partio) (?:a )?(?:mi|mis|nuestro|nuestra|nuestros)\b|\b(?:mi|mis) [a-z]+ (?:murio|fallecio|se murio|partio|se nos fue|se me fue)\b/;

/** The loved one (a LOVED_ONES key) told as living it, in plain() text, whoever else is told. */
function kinTold(q: string): string | null {
  return TOLD_AFTER.exec(q)?.[1] ?? DONE_TO.exec(q)?.[1] ?? THEIR_KIN.exec(q)?.[1] ?? null;
}

/** The loved one who lives the feeling, when it is not the writer: "hijo", "hijos". */
export function lovedOneLiving(question: string): string | null {
  const q = plain(question);
  return WRITER_LIVES.test(q) ? null : kinTold(q);
}

/**
 * How the answer names the one who lives it, from plain() text: "tu hija", "esa muchacha"; null when
 * it is the writer.
 */
function oneLiving(q: string): { who: string; mine: string; plural: boolean; kin: string } | null {
  if (WRITER_LIVES.test(q)) return null;
  const kin = kinTold(q);
  const noun = kin ? LOVED_ONES[kin] : undefined;
  if (kin && noun) {
    const plural = kin.endsWith("s");
    return { who: `${plural ? "tus" : "tu"} ${noun}`, mine: `${plural ? "mis" : "mi"} ${noun}`, plural, kin };
  }
  const other = OTHER_AFTER.exec(q)?.[1];
  const named = other ? OTHERS[other] : undefined;
  return other && named ? { who: named, mine: named, plural: false, kin: other } : null;
}

/** The theme's words for someone who writes about a loved one living it, or the theme as it is. */
export function forTheWriter(theme: Theme, question: string): Theme {
  const grief = GRIEF_FOR_KIN.includes(theme.id);
  if (!SPOKEN_TO_THE_ONE_LIVING.includes(theme.id) && !grief) return theme;
  const q = plain(question);
  if (grief && WRITERS_DEAD.test(q)) return theme;
  const one = oneLiving(q);
  if (!one) return theme;
  if (SHARED_WITH_A_SPOUSE.includes(theme.id) && SPOUSES.includes(one.kin)) return theme;
  const { plural } = one;
  const values: Record<string, string> = {
    who: one.who,
    mine: one.mine,
    lives: plural ? "están viviendo" : "está viviendo",
    them: plural ? "les" : "le",
  };
  const fill = (t: string) => t.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");
  return {
    ...theme,
    comfort: fill(TOLD_OF_ANOTHER.comfort),
    reflection: fill(TOLD_OF_ANOTHER.reflection),
    prayer: fill(TOLD_OF_ANOTHER.prayer),
  };
}
