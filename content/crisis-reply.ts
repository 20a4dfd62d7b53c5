// The caring reply to a crisis (suicide, self-harm, abuse), assembled by lib/answers/safety/crisis-reply.ts.
// It is fixed text, never model output, so the phone numbers and the "you do not have to endure
// abuse" line are always there. Markdown is part of the text.

/** Mexico's national crisis line (Línea de la Vida). */
export const LINEA_DE_LA_VIDA = "800 911 2000";

/**
 * Added to the answer when suicide is named only as a subject (a death in the past, a question of
 * doctrine): the question is answered, and whoever asks it for themselves finds the line.
 */
export const SUICIDE_SUBJECT_NOTE = [
  "---",
  "",
  `Si tú también estás pasando por pensamientos de quitarte la vida, no tienes que cargarlos a solas: llama hoy a la **Línea de la Vida: ${LINEA_DE_LA_VIDA}**, gratuita, confidencial y abierta las 24 horas en todo México, y busca a una persona de confianza que te acompañe.`,
].join("\n");

/** Where to call, for an adult. */
export const HELP_LINES_ADULT = [
  `- **Línea de la Vida: ${LINEA_DE_LA_VIDA}** — gratuita, confidencial, las 24 horas, en todo México.`,
  "- **911** si estás en peligro ahora mismo o alguien puede hacerte daño.",
].join("\n");

/**
 * Where to turn, for a child or teenager: someone who can be there in person comes before a phone
 * line, and the DIF (its Procuraduría de Protección de Niñas, Niños y Adolescentes) is who protects
 * minors in Mexico. The first line depends on what was told.
 */
export const HELP_LINES_MINOR = {
  dangerAbuse: "- **Llama al 911** si estás en peligro ahora mismo o si alguien te está haciendo daño.",
  dangerSelf: "- **Llama al 911** si estás en peligro ahora mismo o si ya te hiciste daño.",
  rest: [
    "- **Cuéntaselo hoy a un adulto de confianza**: tu mamá o tu papá, un abuelo, una tía, un maestro o un orientador de tu escuela. Si no te cree, busca a otro adulto hasta que alguien te ayude.",
    "- Ese adulto, o tú, pueden pedir ayuda al **DIF** de tu municipio o de tu estado: su Procuraduría de Protección de Niñas, Niños y Adolescentes está para cuidarte.",
    `- También puedes llamar a la **Línea de la Vida: ${LINEA_DE_LA_VIDA}** (gratuita, confidencial, las 24 horas).`,
  ].join("\n"),
} as const;

/** The first words, by what was told. */
export const CRISIS_OPENING = {
  abuse: [
    "Gracias por contármelo. Lo que describes es muy serio, y **no es tu culpa**.",
    "",
    "Dios no te pide que soportes golpes, abuso ni amenazas, ni que guardes silencio para proteger a quien te hace daño. Ningún pasaje de la Biblia manda someterse al maltrato: buscar ayuda y ponerte a salvo es lo correcto.",
  ].join("\n"),
  suicide: [
    "Lamento mucho que estés pasando por algo tan doloroso. Gracias por decírmelo: **tu vida vale**, y no tienes que cargar esto a solas.",
    "",
    "Si estás pensando en quitarte la vida o tienes miedo de hacerte daño, por favor habla ahora con alguien que pueda acompañarte:",
  ].join("\n"),
  selfHarm: [
    "Gracias por confiarme algo tan personal. Hacerte daño no es lo que mereces, y **no tienes que enfrentar esto a solas**.",
    "",
    "Hablar con alguien preparado puede ayudarte a encontrar alivio sin lastimarte:",
  ].join("\n"),
} as const;

/** A next step for today, by who wrote and what was told. */
export const SAFETY_PLAN = {
  minorAbuse:
    "No tienes que guardar ningún secreto que te lastime, aunque te hayan dicho que no lo cuentes. Un adulto de confianza puede protegerte; hablar no te mete en problemas.",
  minor:
    "Lo que sientes tiene ayuda, y pedirla no te mete en problemas. Díselo hoy a un adulto de confianza y, mientras tanto, aléjate de lo que podrías usar para lastimarte.",
  abuse:
    "Si puedes, busca un lugar seguro y a una persona de confianza (un familiar, una amiga, tu pastor) que te acompañe. Si hay niños en casa, su seguridad también importa.",
  other:
    "Busca también hoy a una persona de confianza — un familiar, un amigo, tu pastor — y dile cómo te sientes. Si puedes, no te quedes solo ni sola en este momento.",
} as const;

/** Before the verses quoted from the database. */
export const CRISIS_VERSES_INTRO = "La Biblia nos recuerda que Dios está cerca de quien sufre:";

/** The last words. */
export const CRISIS_CLOSING =
  "Aquí sigo si quieres platicar o leer juntos algún pasaje. Pero, por favor, busca hoy mismo a alguien que pueda estar contigo.";
