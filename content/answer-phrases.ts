// The built-in answerer's own sentences around the passages it quotes: greetings, introductions,
// reflections and closing invitations. "{…}" marks are filled in by lib/answers/builtin/compose.ts;
// Markdown (**bold**, *italic*) is part of the text. Edit freely, but keep digits away from book
// names and quotation marks out, so the citation verifier never mistakes a phrase for a reference or
// a quote.

/** What to ask, listed in the greeting and in "¿quién eres?". */
export const EXAMPLES = [
  "- un pasaje: *Juan 3:16* o *Salmos 23*",
  "- un tema: *¿Qué dice la Biblia sobre el perdón?*",
  "- un personaje o una historia: *¿Quién fue Moisés?* o *la resurrección de Lázaro*",
  "- algo que estés viviendo: *Me siento ansioso por el futuro*",
].join("\n");

/** Replies to a greeting, a thank-you, a goodbye and "¿quién eres?". {product}: the product name. */
export const GREETINGS = {
  thanks:
    "¡Con mucho gusto! Me alegra acompañarte en la Palabra. Si quieres seguir, pregúntame por otro pasaje o tema cuando gustes. 🙏",
  bye: "¡Que Dios te bendiga y te guarde! Aquí estaré cuando quieras seguir estudiando la Biblia.",
  who: [
    "Soy **{product}**, un asistente para estudiar la Biblia en español. Busco y cito pasajes de la Reina-Valera 1909 (siempre con su referencia), te ayudo a entender temas, personajes e historias, y te acompaño con la Escritura en lo que estés viviendo.",
    "",
    "No soy pastor ni consejero, pero con gusto te ayudo a buscar en la Palabra. Puedes preguntarme, por ejemplo:",
    "",
    EXAMPLES,
  ].join("\n"),
  hello: [
    "¡Hola! Qué gusto saludarte. Soy **{product}**, tu compañero para estudiar la Biblia (Reina-Valera 1909).",
    "",
    "Puedes preguntarme, por ejemplo:",
    "",
    EXAMPLES,
    "",
    "¿Por dónde te gustaría empezar?",
  ].join("\n"),
} as const;

/** A passage asked for by reference. {reference}: "Juan 3:16"; {total}: verses in the whole passage; {context}: "Juan 3". */
export const LOOKUP = {
  introOne: "Aquí tienes **{reference}** en la Reina-Valera 1909:",
  introMany: "Aquí tienes los pasajes que pediste, en la Reina-Valera 1909:",
  shortened:
    "*El pasaje completo tiene {total} versículos; aquí van los primeros. Pídeme la siguiente parte cuando quieras.*",
  inviteContext: "¿Quieres leer todo {context} para ver el contexto, o que busquemos otros pasajes sobre este tema?",
  invite: "¿Quieres que busquemos otros pasajes relacionados o que profundicemos en este?",
  nothing: "Puedes pedirme otra referencia, por ejemplo *Juan 3:16* o *Salmos 23*.",
} as const;

/** A person or event of content/figures.ts. {title}: the figure's title; {readMore}: where to keep reading. */
export const FIGURE = {
  eventQuotes: "Así lo cuenta la Escritura:",
  personQuotes: "Algunos pasajes clave:",
  readMore: "**Para seguir leyendo:** {readMore}.",
  eventInvite: "¿Te gustaría que veamos qué nos enseña este pasaje para hoy?",
  personInvite: "¿Te gustaría profundizar en algún momento de la vida de {title}?",
} as const;

/** A pastoral theme (data/subjects/pastoral.json), for someone living it or asking about it. {name}: "la ansiedad"; {prayer}: the theme's prayer. */
export const THEME = {
  personalIntro: "Estas palabras de la Escritura pueden acompañarte:",
  aboutIntro: "Esto es lo que dice la Biblia sobre **{name}**:",
  prayer: "**Una oración para hoy:** *{prayer}*",
  personalInvite: "Si quieres, cuéntame un poco más de lo que estás viviendo, o pídeme más pasajes para este momento.",
  /** An occasion (a birthday, a wedding, a funeral): passages for it, not an invitation to tell one's troubles. */
  occasionIntro: "Estos pasajes son buenos para la ocasión:",
  occasionInvite: "Si quieres, te busco más pasajes para la ocasión o te ayudo a escoger uno para compartirlo.",
  aboutInvite: "¿Quieres que profundicemos en alguno de estos pasajes o que busquemos más sobre este tema?",
} as const;

/** A topic or subject of the index. {about}: "el amor". */
export const TOPIC = {
  intro: "Esto es lo que dice la Biblia sobre **{about}**:",
  forSomeoneIntro: "Estas palabras de la Escritura sobre **{about}** pueden acompañarte:",
  reflection:
    "Te sugiero leer cada pasaje despacio y en su contexto, preguntándote qué te muestra de Dios y qué te invita a vivir hoy.",
  invite: "¿Quieres que profundicemos en alguno de ellos o que busquemos más sobre este tema?",
} as const;

/** "Where does it say …?". {reference}: the one verse found; {chapter}: "Juan 3". */
export const VERSE = {
  notFound: [
    "No encontré esas palabras en la Reina-Valera 1909, ni algo lo bastante parecido para decirte que es ese versículo. Puede que sea una frase popular, o que se recuerde con otras palabras.",
    "",
    "Si recuerdas otra parte de la frase, o de qué trata, dímela y la busco de nuevo.",
  ].join("\n"),
  closest: "No encontré esas palabras tal cual en la Reina-Valera 1909. Esto es lo más parecido:",
  one: "Esas palabras están en **{reference}**:",
  many: "Esas palabras aparecen en más de un lugar de la Biblia:",
  reworded: "Así se lee en la Reina-Valera 1909; otras versiones lo dicen con palabras un poco distintas.",
  tryAgain: "Si recuerdas otra parte de la frase, dímela y la busco de nuevo.",
  inviteChapter: "¿Quieres leer todo {chapter} para ver el contexto?",
  invite: "¿Quieres que veamos el contexto de alguno de estos pasajes?",
} as const;

/** A story told briefly. {readMore}: where to read all of it. */
export const STORY = {
  quoteIntro: "Así lo cuenta la Escritura:",
  readMore: "**Para leer toda la historia:** {readMore}.",
  invite: "¿Te gustaría que veamos qué nos enseña este pasaje para hoy?",
} as const;

/** A list whose items are named one by one. */
export const LIST = {
  quoteIntro: "Así lo dice la Escritura:",
  /** {refs}: the passages quoted below, in the order the list runs. */
  readAll: "**Dónde leerla:** {refs}.",
  invite: "¿Quieres que profundicemos en alguno de ellos?",
} as const;

/** Nothing fits well enough. {suggestions}: "*la fe*, *el perdón* o *la esperanza*". */
export const NOTHING_FOUND_SUGGESTING = [
  "No encontré pasajes que respondan claramente a tu pregunta, y prefiero decírtelo antes que darte versículos al azar.",
  "",
  "Quizá te sirva alguno de estos temas: {suggestions}. ¿Te gustaría que busquemos en alguno, o prefieres decírmelo con otras palabras?",
].join("\n");

/** Nothing fits, and no subject comes close enough to suggest. */
export const NOTHING_FOUND = [
  "No encontré pasajes que respondan claramente a tu pregunta, y prefiero decírtelo antes que inventar una respuesta.",
  "",
  "¿Puedes decírmelo con otras palabras? También puedes pedirme un pasaje concreto (por ejemplo, *Romanos 8:28*) o un tema (*la fe*, *el perdón*, *la esperanza*).",
].join("\n");

/** A plain search: passages related to the question. */
export const SEARCH = {
  intro: "Encontré estos pasajes relacionados con tu pregunta:",
  closing:
    "Vale la pena leerlos en su contexto. Si buscabas algo más específico, dime con otras palabras qué te gustaría saber.",
} as const;
