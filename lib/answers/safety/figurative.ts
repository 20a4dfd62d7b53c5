import "server-only";
import { phonetic } from "../text.ts";
import { figurativeThreat } from "./crisis.ts";

// Everyday Mexican Spanish kills and dies of small things: "mi jefe me va a matar si no entrego el
// reporte", "me muero de risa", "el tráfico me mata". Searched as written, those words found the
// subject of homicide (Éxodo 20:13) or of death and eternal life. The screen has already sent every
// danger to the crisis reply; what reaches the search has the figure taken out, and the rest of the
// sentence (a boss, a report, an exam) is what it is read by.

const KILLS_ME =
  /\b(me|nos|te)\s+(va|van|vas|iba|iban)\s+a\s+matar\b|\b(me|nos)\s+(mata|matan|matas|esta\s+matando|están?\s+matando|estan\s+matando)\b/giu;
// "Me muero de risa", "estoy muerto de cansancio", "me quiero morir de la vergüenza": the state stays.
const DYING_OF =
  /\b(me\s+)?((quiero|voy\s+a)\s+)?(muero|muere|muerto|muerta|muertos|muertas|morir|morirme|muriendo|mata|matan)\s+de\s+(la\s+|el\s+)?(?=(risa|verg[uü]enza|sue[nñ]o|hambre|sed|cansancio|nervios|miedo|susto|ganas|calor|fr[ií]o|aburrimiento|coraje|celos|emoci[oó]n|gusto|alegr[ií]a|curiosidad|envidia|pena|tristeza|preocupaci[oó]n)\b)/giu;
/** God who "kills" is no figure: "¿Dios me va a matar si peco?" is a question of faith. */
const GOD = /\b(dios|diosito|jehov[aá]|se[nñ]or|jes[uú]s|cristo)\b/iu;

/** The message with its figures of killing and dying taken out, for the search; unchanged when it has none. */
export function withoutFigures(text: string): string {
  if (GOD.test(text)) return text;
  let out = text.replace(DYING_OF, "");
  // A threat said of anger ("si no entrego el reporte"), or a thing that "kills" (the heat, the traffic).
  const lower = out.toLowerCase();
  const thing = /\b(el|la|los|las|este|esta|ese|esa)\s+\p{L}+\s+(me|nos)\s+(mata|matan|est[aá]n?\s+matando)\b/iu.test(
    lower,
  );
  if (thing || figurativeThreat(phonetic(out), out)) out = out.replace(KILLS_ME, "");
  return out.replace(/\s{2,}/g, " ").trim();
}
