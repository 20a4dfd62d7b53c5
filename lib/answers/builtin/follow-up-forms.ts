import "server-only";
import { editDistance, plain } from "../text.ts";

// Recognises a message that only refers back ("¿y el versículo siguiente?", "léeme todo el
// capítulo", "¿quién lo escribió?", "dame más", "¿y en el Nuevo Testamento?", "¿qué pasó
// después?"). The whole message must be such a form once politeness and request words are set
// aside: "¿qué pasó después del diluvio?" carries its own subject and is a question of its own.

export type Scope = "NT" | "OT" | "gospels";

export type FollowUp =
  | { kind: "next"; size: "verse" | "part" }
  | { kind: "previous" }
  | { kind: "chapter"; chapter?: number; offset?: 1 | -1 }
  | { kind: "verse"; verse: number; end?: number; explain: boolean }
  | { kind: "book"; fact: "author" | "date" }
  /** "Explícamelo", "¿qué significa?": the passage just read, with what its chapter and book are about. */
  | { kind: "explain" }
  | { kind: "more"; scope?: Scope }
  | { kind: "after" }
  /** "sigue", "continúa": the passage's next part after a reading, more of the topic after a topic. */
  | { kind: "continue" }
  /** "Sí, por favor": whatever the last answer offered (the chapter, the next verse, what happened next). */
  | { kind: "yes" };

// Keywords people misspell; a word within one edit (two for long words) of one of these is read as it.
const KEYWORDS = [
  "versiculo",
  "siguiente",
  "anterior",
  "capitulo",
  "completo",
  "escribio",
  "escribieron",
  "testamento",
  "explicame",
  "explicar",
  "despues",
  "ejemplo",
  "ejemplos",
  "sucedio",
  "evangelios",
  "continua",
  "significa",
];
const SYNONYMS: Record<string, string> = {
  verso: "versiculo",
  versos: "versiculo",
  versiculos: "versiculo",
  vers: "versiculo",
  vs: "versiculo",
  v: "versiculo",
  vv: "versiculo",
  cap: "capitulo",
  capitulos: "capitulo",
  pasajes: "pasaje",
  citas: "cita",
  textos: "texto",
  ejemplos: "ejemplo",
  proximo: "siguiente",
  proxima: "siguiente",
  siguientes: "siguiente",
  explica: "explicame",
  explicar: "explicame",
  explicas: "explicame",
  expliques: "explicame",
  significado: "significa",
  quiere: "significa",
  escribieron: "escribio",
  redacto: "escribio",
  escribe: "escribio",
  autora: "autor",
  autores: "autor",
  continuar: "continua",
  continues: "continua",
  continuemos: "continua",
  sigamos: "sigue",
  seguir: "sigue",
  sigas: "sigue",
  sucedio: "paso",
  ocurrio: "paso",
  acontecio: "paso",
  luego: "despues",
  viejo: "antiguo",
  nt: "nuevo testamento",
  at: "antiguo testamento",
  entero: "completo",
  completa: "completo",
  todito: "todo",
  toda: "todo",
  mas: "mas",
  masss: "mas",
};

// Words that ask without saying what about: requests, politeness, articles, "and", "now".
const FILLER = new Set(
  (
    "y e o ok oka okey okay va bueno pues ahora entonces oye ah ahh a ver por favor porfa porfavor plis pls gracias " +
    "decir muchas perfecto excelente genial amen me te puedes podrias podria puede lee leeme leer lees leemelo leerme " +
    "dame dime darme decirme muestrame mostrar mostrarme ensename ensenar pon ponme pasame quiero quisiera " +
    "cual es que dice decia el la lo los las un una tambien y ahi algo hay tienes tenes tendras mismo sobre eso esto " +
    "este ese esa esta tema asunto mi nos"
  ).split(" "),
);

function canonicalWord(w: string): string {
  // Own keys only: a word like 'constructor' must not find Object.prototype's.
  if (Object.hasOwn(SYNONYMS, w)) return SYNONYMS[w];
  if (/^\d+$/.test(w) || w.length < 5) return w;
  for (const k of KEYWORDS) {
    const max = k.length >= 8 ? 2 : 1;
    if (editDistance(w, k, max) <= max) return Object.hasOwn(SYNONYMS, k) ? SYNONYMS[k] : k;
  }
  return w;
}

/** The message's words with misspellings and synonyms read as their keyword, fillers kept. */
function canonicalWords(text: string): string[] {
  // "3-5", "3 al 5": ranges survive plain() as "3 5" / "3 al 5".
  return plain(text.replace(/(\d)\s*[-–]\s*(\d)/g, "$1 al $2"))
    .split(" ")
    .filter(Boolean)
    .flatMap((w) => canonicalWord(w.replace(/(.)\1{2,}/g, "$1")).split(" "));
}

const SCOPES: [RegExp, Scope][] = [
  [/nuevo testamento|cartas?|epistolas?|apostoles/, "NT"],
  [/antiguo testamento|profetas|salmos/, "OT"],
  [/evangelios?/, "gospels"],
];

function scopeOf(words: string): Scope | undefined {
  return SCOPES.find(([rx]) => new RegExp(`^(?:${rx.source})$`).test(words))?.[1];
}

type Rule = [RegExp, (m: RegExpExecArray) => FollowUp | null];

const ABOUT_BOOK = "(?: de)?(?: (?:libro|pasaje|versiculo|texto|capitulo|carta|evangelio|salmo))?";

// Over the core (fillers removed, keywords canonical). Anchored: the core must be all of it.
const RULES: Rule[] = [
  [
    /^(?:versiculo )?siguiente(?: versiculo)?$|^versiculo (?:sigue|de despues)$/,
    () => ({ kind: "next", size: "verse" }),
  ],
  [
    /^(?:siguiente|otra) parte$|^resto(?: del (?:pasaje|capitulo))?$|^(?:sigue|continua)(?: leyendo| con (?:pasaje|lectura))$/,
    () => ({ kind: "next", size: "part" }),
  ],
  [/^(?:sigue|continua)$/, () => ({ kind: "continue" })],
  [/^(?:versiculo )?(?:anterior|previo|de antes|antes)(?: versiculo)?$/, () => ({ kind: "previous" })],
  [/^(?:todo )?capitulo(?: completo| todo)?$|^(?:todo )?contexto$/, () => ({ kind: "chapter" })],
  [/^(?:siguiente capitulo|capitulo siguiente)$/, () => ({ kind: "chapter", offset: 1 })],
  [/^(?:capitulo anterior|anterior capitulo)$/, () => ({ kind: "chapter", offset: -1 })],
  [/^(?:todo )?capitulo (\d{1,3})(?: completo)?$/, (m) => ({ kind: "chapter", chapter: Number(m[1]) })],
  [
    /^(explicame |significa |habla(?:me)? de |en )?versiculo (\d{1,3})(?: (?:al|hasta|y) (\d{1,3}))?(?: significa)?$/,
    (m) => ({
      kind: "verse",
      verse: Number(m[2]),
      end: m[3] ? Number(m[3]) : undefined,
      explain: Boolean(m[1] && m[1] !== "en "),
    }),
  ],
  [/^(?:explicame|significa)(?: (?:versiculo|pasaje|texto))?$/, () => ({ kind: "explain" })],
  [
    new RegExp(
      `^(?:quien|quienes) (?:escribio|es autor|fue autor)${ABOUT_BOOK}$|^(?:quien )?(?:es )?autor${ABOUT_BOOK}$|^de quien (?:libro|carta|pasaje|evangelio)$`,
    ),
    () => ({ kind: "book", fact: "author" }),
  ],
  [
    new RegExp(`^cuando (?:se )?(?:escribio|fue escrito|fue escrita)${ABOUT_BOOK}$|^de cuando(?: libro| carta)?$`),
    () => ({ kind: "book", fact: "date" }),
  ],
  [
    /^(?:mas|otro|otra|otros|otras)(?: (?:mas|ejemplo|versiculo|pasaje|cita|texto))*$|^(?:versiculo|pasaje|cita|texto|ejemplo) mas$/,
    () => ({ kind: "more" }),
  ],
  [
    // "¿Y en el Nuevo Testamento?": the part of the Bible comes with "en"/"del" or after "otros"; bare
    // ("¿Qué es el Antiguo Testamento?") it is a question of its own.
    /^(?:(?:mas|otro|otra|otros|otras)(?: (?:ejemplo|versiculo|pasaje|cita|texto))? (?:(?:en|del|de|segun) )?|(?:en|del|segun) )(.+)$/,
    (m) => {
      const scope = scopeOf(m[1]);
      return scope ? { kind: "more", scope } : null;
    },
  ],
  [
    /^(?:(?:paso|hizo|hicieron) )?(?:despues|a continuacion|mas adelante)(?: (?:paso|hizo|hicieron))?$|^como (?:sigue|continua|termina)(?: historia| relato)?$|^(?:sigue|continua) (?:historia|relato)$/,
    () => ({ kind: "after" }),
  ],
];

const YES = new Set("si sii claro sale dale adelante supuesto porfis andale orale simon".split(" "));

/** The follow-up a message is, or null when it says something of its own. */
export function detectFollowUp(text: string): FollowUp | null {
  const words = canonicalWords(text);
  if (!words.length || words.length > 14) return null;
  const rest = words.filter((w) => !FILLER.has(w));
  // "Sí, por favor": accepts what the last answer offered.
  if (rest.length && rest.every((w) => YES.has(w) || w === "por")) return { kind: "yes" };
  const core = rest.join(" ");
  if (!core) return null;
  for (const [rx, make] of RULES) {
    const m = rx.exec(core);
    const found = m ? make(m) : null;
    if (found) return found;
  }
  return null;
}
