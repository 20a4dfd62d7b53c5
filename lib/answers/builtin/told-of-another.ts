import "server-only";
import { LOVED_ONES, SPOKEN_TO_THE_ONE_LIVING, TOLD_OF_ANOTHER } from "../../../content/told-of-another.ts";
import { plain } from "../text.ts";
import type { Theme } from "./themes.ts";

// "A mi hijo le hacen bullying", "mi hija tiene mucha ansiedad", "se burlan de mi niño": the one who
// lives the feeling is a loved one, and the one writing is who needs the caring word. Read as the
// writer's own, a mother got "Siento mucho que se burlen de ti" and a prayer in her child's voice.

const KIN = Object.keys(LOVED_ONES).join("|");
/** What the loved one goes through, told right after them: "mi hija (de 15) tiene…", "a mi hijo le hacen…". */
const LIVES =
  "(le|les|lo|la|los|las) (hacen|dicen|molestan|pegan|insultan|tratan|rechazan|ignoran)|se (siente|sienten|burlan|siento|aisla|encierra)|sufre|sufren|esta|estan|anda|andan|tiene|tienen|ya no quiere|no quiere|no puede|no duerme|vive|padece|batalla|lleva";
const TOLD_AFTER = new RegExp(`\\b(?:a )?(?:mi|mis) (${KIN})(?: de [0-9]+(?: anos)?)? (?:${LIVES})\\b`);
/** Or after what is done to them: "se burlan de mi hijo", "molestan a mi hija". */
const DONE_TO = new RegExp(
  `\\b(?:se burlan|burlan|molestan|acosan|insultan|rechazan|hacen bullying|le hacen bullying) (?:de|a) (?:mi|mis) (${KIN})\\b`,
);
/**
 * The writer telling a state of their own ("me siento…", "estoy…", "tengo…", "se burlan de mí"): the
 * theme's own words fit them ("estoy preocupada por mi hija que tiene ansiedad" is the writer's worry).
 */
const WRITER_LIVES =
  /\b(me siento|me sentia|estoy|tengo|ando|me da|me dan|se burlan de mi|me (hacen|dicen|molestan|pegan|insultan|rechazan))\b/;

/** The loved one who lives the feeling, when it is not the writer: "hijo", "hijos". */
export function lovedOneLiving(question: string): string | null {
  const q = plain(question);
  if (WRITER_LIVES.test(q)) return null;
  return TOLD_AFTER.exec(q)?.[1] ?? DONE_TO.exec(q)?.[1] ?? null;
}

/** The theme's words for someone who writes about a loved one living it, or the theme as it is. */
export function forTheWriter(theme: Theme, question: string): Theme {
  if (!SPOKEN_TO_THE_ONE_LIVING.includes(theme.id)) return theme;
  const kin = lovedOneLiving(question);
  const noun = kin ? LOVED_ONES[kin] : undefined;
  if (!kin || !noun) return theme;
  const plural = kin.endsWith("s");
  const values: Record<string, string> = {
    who: `${plural ? "tus" : "tu"} ${noun}`,
    mine: `${plural ? "mis" : "mi"} ${noun}`,
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
