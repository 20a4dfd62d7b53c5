import "server-only";
import { phonetic, phoneticPattern, plain } from "../text.ts";

// Text in a user's message cannot change who Berea is. The model path also keeps user text in the
// user role and the system prompt says so; this check answers the obvious attempts without asking
// the model at all, whichever answerer runs.

const ATTEMPTS = [
  "(ignora|ignore|olvida|olvidate de|omite|salta|desactiva|deja de lado|no sigas|rompe) (todas )?(tus|las|sus|tu|la|todas las|cualquier) (instrucciones|reglas|indicaciones|restricciones|directrices|programacion|prompt|politicas|limites|filtros|configuracion)[^ ]*",
  "(ignora|olvida) (todo )?(lo anterior|lo que te dijeron|lo que te han dicho)",
  "(system prompt|prompt del sistema|mensaje del sistema|tus instrucciones internas|instrucciones de sistema)",
  "(modo desarrollador|developer mode|modo dios|jailbreak|dan mode|modo dan|sin restricciones|sin filtros|sin censura)",
  "(a partir de ahora|desde ahora|de ahora en adelante) (eres|seras|actuaras como|vas a ser|te llamas|responde como)",
  "ya no eres (berea|un asistente|una ia|un bot)",
  "(finge|fingir|pretende|haz como|actua como si|habla como si|responde como si|imagina que) (que )?(eres|fueras|fuera|seas) (jesus|jesucristo|cristo|dios|el espiritu santo|un pastor|un sacerdote|el papa|un profeta|satanas|el diablo|otra ia|otro asistente|chatgpt|una persona real)",
  "(eres|seras|ahora eres|tu eres) (jesus|jesucristo|dios|satanas|el diablo|dan|chatgpt)",
  "(habla|responde|escribe) como (jesus|jesucristo|dios|satanas|el diablo|si fueras dios|si fueras jesus)",
  "(ignore|disregard|forget) (all )?(previous|prior|your|the above) (instructions|rules|prompt)",
  "(you are now|from now on you are|act as|pretend to be|pretend you are)",
  "(revela|muestrame|dime|ensename|repite|imprime) (tu|tus|el) (prompt|instrucciones|instruccion|reglas internas|mensaje de sistema)",
];

const patterns = ATTEMPTS.map(phoneticPattern);

/** True when the message tries to change Berea's role, rules or instructions. */
export function isRoleChangeAttempt(text: string): boolean {
  const key = phonetic(text);
  if (patterns.some((re) => re.test(key))) return true;
  // Fake conversation markers pasted into the message ("system:", "<|im_start|>", "[INST]").
  return (
    /(^|\n)\s*(system|sistema|assistant|asistente)\s*:/i.test(text) ||
    /<\|im_start\|>|\[\/?INST\]|<\/?system>/i.test(text) ||
    plain(text).includes("instrucciones del sistema")
  );
}

export const ROLE_REPLY = [
  "Soy Berea, un asistente para estudiar la Biblia, y ese es el único papel que tengo: no puedo cambiar mis instrucciones, dejar de lado mis principios ni hacerme pasar por otra persona — ni por Jesús, ni por un pastor.",
  "",
  "Lo que sí me encantaría es acompañarte en la Escritura. Puedes pedirme un pasaje (por ejemplo, *Salmos 23*), preguntarme qué dice la Biblia sobre un tema como *el perdón* o *la ansiedad*, o conocer la historia de personajes como *Moisés* o *Rut*.",
].join("\n");
