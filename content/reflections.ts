// 'Reflexión de hoy' (Reflexiones personalizadas, issue 15): the plan through the Christian year used
// when a subscriber has no recent questions, and the sentences the built-in engine writes a
// reflection with. Every reference must exist in the Reina-Valera 1909 (tests/unit/reflections.test.ts
// reads each one back from the Bible); keep passages short (a few verses), they are read whole.

export type SeasonId = "adviento" | "navidad" | "cuaresma" | "pascua" | "pentecostes" | "ordinario";

export interface SeasonPlan {
  id: SeasonId;
  /** As it reads after "En este tiempo de": "Adviento", "Navidad". */
  name: string;
  /** One sentence that opens the reflection in this season. */
  opening: string;
  /** Read in order, one a day, starting over when the season is longer than the list. */
  passages: string[];
}

export const SEASON_PLANS: Record<SeasonId, SeasonPlan> = {
  adviento: {
    id: "adviento",
    name: "Adviento",
    opening: "En este tiempo de Adviento esperamos con esperanza la venida del Señor.",
    passages: [
      "Isaías 9:6",
      "Isaías 40:3-5",
      "Romanos 13:11-12",
      "Lucas 1:30-33",
      "Isaías 7:14",
      "Salmos 25:4-5",
      "Miqueas 5:2",
      "Lucas 1:46-49",
      "Isaías 11:1-2",
      "Salmos 130:5-6",
      "Lucas 1:78-79",
      "Isaías 35:4",
    ],
  },
  navidad: {
    id: "navidad",
    name: "Navidad",
    opening: "En este tiempo de Navidad celebramos que Dios se hizo cercano en Jesús.",
    passages: [
      "Lucas 2:10-11",
      "Juan 1:14",
      "Lucas 2:13-14",
      "Gálatas 4:4-5",
      "Mateo 2:10-11",
      "Tito 2:11",
      "Juan 1:4-5",
      "Lucas 2:19",
      "1 Juan 4:9",
      "Isaías 9:2",
      "Lucas 2:29-32",
      "2 Corintios 9:15",
    ],
  },
  cuaresma: {
    id: "cuaresma",
    name: "Cuaresma",
    opening: "En este tiempo de Cuaresma volvemos el corazón a Dios con sencillez.",
    passages: [
      "Joel 2:12-13",
      "Salmos 51:10",
      "Mateo 6:16-18",
      "Isaías 55:6-7",
      "Salmos 139:23-24",
      "2 Corintios 5:17",
      "Mateo 4:4",
      "Isaías 53:5",
      "Lucas 15:20",
      "Salmos 103:10-12",
      "Filipenses 2:5-8",
      "1 Juan 1:9",
      "Juan 3:16",
      "Hebreos 12:2",
    ],
  },
  pascua: {
    id: "pascua",
    name: "Pascua",
    opening: "En este tiempo de Pascua celebramos que Cristo resucitó y vive.",
    passages: [
      "Mateo 28:5-6",
      "Juan 11:25-26",
      "1 Corintios 15:20",
      "1 Pedro 1:3",
      "Lucas 24:32",
      "Romanos 6:4",
      "Juan 20:29",
      "Colosenses 3:1-2",
      "1 Corintios 15:55-57",
      "Romanos 8:11",
      "Juan 21:15",
      "Apocalipsis 1:18",
    ],
  },
  pentecostes: {
    id: "pentecostes",
    name: "Pentecostés",
    opening: "En este tiempo de Pentecostés recordamos que el Espíritu Santo acompaña a la iglesia.",
    passages: [
      "Hechos 2:1-4",
      "Joel 2:28",
      "Juan 14:26",
      "Gálatas 5:22-23",
      "Romanos 8:26",
      "Hechos 1:8",
      "Juan 16:13",
    ],
  },
  ordinario: {
    id: "ordinario",
    name: "tiempo ordinario",
    opening: "En los días sencillos del tiempo ordinario, Dios también nos habla.",
    passages: [
      "Salmos 23:1-3",
      "Miqueas 6:8",
      "Mateo 5:14-16",
      "Romanos 12:2",
      "Filipenses 4:6-7",
      "Salmos 119:105",
      "Santiago 1:22",
      "Juan 15:5",
      "Proverbios 3:5-6",
      "Colosenses 3:23",
      "Mateo 11:28-30",
      "Lamentaciones 3:22-23",
      "1 Corintios 13:4-7",
      "Salmos 46:10",
      "Efesios 2:8-10",
      "Isaías 40:31",
      "Mateo 6:33",
      "Salmos 121:1-2",
      "Gálatas 6:9",
      "Juan 14:27",
      "Romanos 8:28",
    ],
  },
};

/** The built-in engine's sentences. `{phrase}` is the subject as it reads in a sentence ("la ansiedad"),
 * `{reference}` the passage. Each list is rotated by day, so two days in a row read differently. */
export const REFLECTION_SENTENCES = {
  /** The first sentence when the reflection comes from the person's own recent questions. */
  fromHistory: [
    "Como en estos días has buscado en la Biblia sobre {phrase}, hoy te proponemos detenerte en {reference}.",
    "Tus preguntas recientes tocan {phrase}; por eso la reflexión de hoy se detiene en {reference}.",
    "Hoy volvemos a {phrase}, un tema sobre el que has estado preguntando, con {reference}.",
  ],
  /** After a season's opening: how the passage is introduced. */
  seasonPassage: [
    "Hoy te invitamos a leer despacio {reference}.",
    "La lectura de hoy es {reference}.",
    "Detente hoy en {reference}.",
  ],
  /** Introduces a few words of the passage itself, quoted as they stand in the Reina-Valera 1909. */
  quoteLead: ["El texto dice: «{quote}» ({reference}).", "Escucha estas palabras: «{quote}» ({reference})."],
  /** When the subject has a related one: widens the view in one sentence. */
  related: "Esta palabra también ilumina {related}.",
  /** The invitation that closes every reflection. */
  closing: [
    "Léelo otra vez en voz baja y pregúntate qué te pide Dios hoy.",
    "Llévalo contigo en oración a lo largo del día.",
    "Piensa en un paso pequeño y concreto para vivirlo hoy.",
    "Da gracias a Dios por esta palabra y compártela con alguien que la necesite.",
  ],
} as const;

/** What the model is asked for (with the passage as context); its answer is verified like any other. */
export const REFLECTION_MODEL_REQUEST =
  "Escribe la reflexión del día para un creyente a partir del pasaje de contexto: de 3 a 5 oraciones, en un solo párrafo, cálida y sencilla, en español de México, hablando de tú. Si citas palabras del pasaje, cópialas exactas con su referencia. No cites otros versículos, no pongas títulos ni listas y no repitas el pasaje completo.";

/** The card's and the e-mail's words. */
export const REFLECTION_TEXTS = {
  title: "Reflexión de hoy",
  sampleBadge: "Ejemplo",
  upsell: "Con el plan Premium recibes cada día una reflexión elegida a partir de tus propias preguntas.",
  subscribe: "Suscribirme ahora",
  mailToggle: "Recibirla por correo cada mañana",
  mailOn: "Te la enviaremos por correo cada mañana.",
  mailOff: "Ya no te la enviaremos por correo.",
  mailSubject: "Tu reflexión de hoy: {reference}",
  mailGreeting: "Buenos días:",
  mailAction: "Conversar sobre este pasaje",
  mailUnsubscribe: "¿Ya no quieres recibir estas reflexiones por correo? Deja de recibirlas aquí: {url}",
  unsubscribeTitle: "Dejar de recibir la reflexión por correo",
  unsubscribeButton: "Dejar de recibirla",
  unsubscribeDone: "Listo: ya no recibirás la reflexión de hoy por correo. Puedes volver a activarla desde el chat.",
} as const;
