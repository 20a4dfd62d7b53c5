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

/**
 * Added to the answer when abuse is told as long past ("de niña abusaron de mí, ¿tengo que perdonar?"):
 * the question of forgiveness or healing is answered, and help is named for the wound and for any danger.
 */
export const ABUSE_PAST_NOTE = [
  "---",
  "",
  "Lo que te hicieron **no fue tu culpa**, y perdonar no significa callar, justificarlo ni volver a convivir con quien te dañó. Una herida así sana mejor acompañada: un psicólogo con experiencia en abuso y una persona de confianza de tu iglesia pueden caminar contigo.",
  "",
  `Si hoy alguien te hace daño o estás en peligro, llama al **911**. Si el recuerdo te desborda o te vienen pensamientos de hacerte daño, llama a la **Línea de la Vida: ${LINEA_DE_LA_VIDA}**, gratuita, confidencial y abierta las 24 horas.`,
].join("\n");

/**
 * When someone threatens to kill themselves if the writer leaves or tells: that is control, and the
 * writer's safety comes first; the other's life is in the hands of 911, not of the writer staying.
 */
export const CRISIS_LEVERAGE =
  "Amenazar con quitarse la vida si te vas o si hablas es una forma de control. Su decisión **no es tu culpa ni tu responsabilidad**, y quedarte por miedo no le salva. Si crees que esa persona está en peligro ahora mismo, llama al **911** o a la Línea de la Vida por ella; y tú también mereces estar a salvo.";

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

/**
 * When the one in danger is someone else (lib/answers/safety/crisis.ts, `other`): the writer is the
 * helper, so the reply tells them what to do for that person — and that they need not carry it alone.
 */
export const CRISIS_FOR_OTHER = {
  opening: {
    abuse: [
      "Gracias por contármelo. Lo que describes es muy serio: quien sufre abuso o violencia **no tiene la culpa**, y buscar ayuda para protegerle es lo correcto.",
      "",
      "Dios no pide a nadie soportar golpes, abuso ni amenazas, ni guardar silencio para proteger a quien hace daño. Ningún pasaje de la Biblia manda someterse al maltrato.",
    ].join("\n"),
    suicide: [
      "Gracias por contármelo. Lo que cuentas es serio, y hiciste muy bien en buscar ayuda: **tu cercanía puede salvar una vida**.",
      "",
      "Si crees que esa persona puede hacerse daño, no esperes:",
    ].join("\n"),
    selfHarm: [
      "Gracias por contármelo. Ver que alguien a quien quieres se lastima duele mucho, y hiciste bien en buscar ayuda: **hay salida para esa persona**, y no tienes que enfrentarlo a solas.",
      "",
      "Estos son lugares a los que puedes acudir:",
    ].join("\n"),
  },
  lines: {
    dangerSelf:
      "- **911** si esa persona está en peligro ahora mismo: si ya se hizo daño, o si tiene a la mano un arma, pastillas u otro medio.",
    dangerAbuse: "- **911** si alguien está en peligro ahora mismo o le están haciendo daño.",
    linea: `- **Línea de la Vida: ${LINEA_DE_LA_VIDA}** — gratuita, confidencial, las 24 horas, en todo México. Puedes llamar tú para pedir orientación, o llamar junto con esa persona.`,
    minor:
      "- Si es menor de edad, pide ayuda al **DIF** de tu municipio o de tu estado: su Procuraduría de Protección de Niñas, Niños y Adolescentes está para protegerle. Y si tú también eres menor, cuéntaselo hoy a un adulto de confianza.",
  },
  plan: {
    suicide:
      "Acércate y pregúntale directamente cómo está y si ha pensado en quitarse la vida: preguntarlo no lo provoca, y escuchar sin juzgar ayuda mucho. No la dejes a solas si corre peligro, aleja de su alcance armas, pastillas o lo que pudiera usar, y busca a otro familiar o a tu pastor para no cargar esto a solas.",
    selfHarm:
      "Háblale con calma y sin regaños: lo que más ayuda es sentirse escuchado, no juzgado. Si una herida es profunda o no deja de sangrar, vayan a urgencias. Busquen juntos a un médico o a un psicólogo, y apóyate tú también en alguien de confianza.",
    abuse:
      "Si puedes hacerlo sin ponerte en riesgo, ayuda a esa persona a llegar a un lugar seguro y a alguien que le acompañe. Cuando quien sufre es una niña, un niño o un adolescente, avisar a las autoridades es protegerle: no lo dejes para después.",
  },
  closing:
    "Aquí sigo si quieres platicar o leer juntos algún pasaje. Pero, por favor, no cargues esto a solas: busca hoy mismo ayuda para esa persona y para ti.",
} as const;

/** Before the verses quoted from the database. */
export const CRISIS_VERSES_INTRO = "La Biblia nos recuerda que Dios está cerca de quien sufre:";

/** The last words. */
export const CRISIS_CLOSING =
  "Aquí sigo si quieres platicar o leer juntos algún pasaje. Pero, por favor, busca hoy mismo a alguien que pueda estar contigo.";
