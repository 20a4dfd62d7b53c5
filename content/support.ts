// Soporte (/soporte, issue 15): the topics a person can choose, the reply times we promise, and the
// operator's e-mail. A subscriber's request is priority ('Soporte prioritario' on the plan cards).

export const SUPPORT_TOPICS = [
  { id: "cuenta", label: "Mi cuenta y el acceso" },
  { id: "suscripcion", label: "Suscripción y pagos" },
  { id: "respuestas", label: "Respuestas y citas bíblicas" },
  { id: "privacidad", label: "Privacidad y mis datos" },
  { id: "otro", label: "Otro tema" },
] as const;

export type SupportTopicId = (typeof SUPPORT_TOPICS)[number]["id"];
export const SUPPORT_TOPIC_IDS = SUPPORT_TOPICS.map((t) => t.id) as [SupportTopicId, ...SupportTopicId[]];

export function supportTopicLabel(id: string): string {
  return SUPPORT_TOPICS.find((t) => t.id === id)?.label ?? id;
}

/** Hours within which a subscriber's request is answered (shown to them and written in the operator's mail). */
export const PRIORITY_REPLY_HOURS = 24;

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;

export const SUPPORT_TEXTS = {
  title: "Soporte",
  intro: "¿Tienes una duda o algo no funciona como esperabas? Escríbenos y te responderemos por correo.",
  priorityBadge: "Soporte prioritario",
  priorityPromise: `Te responderemos en menos de ${PRIORITY_REPLY_HOURS} horas.`,
  standardPromise: "Te responderemos en un plazo de 3 días hábiles.",
  priorityUpsell: "Con el plan Premium tus mensajes tienen prioridad y te respondemos en menos de 24 horas.",
  received: "Recibimos tu mensaje.",
  folio: "Folio",
} as const;

/** The operator's e-mail for one request. The subject says 'Prioritario' for a subscriber's. */
export function supportMailContent(r: {
  id: string;
  priority: boolean;
  topic: string;
  email: string;
  account: string | null;
  message: string;
  receivedAt: string;
  productName: string;
}): { subject: string; paragraphs: string[] } {
  const topic = supportTopicLabel(r.topic);
  return {
    subject: `${r.priority ? "[Prioritario] " : ""}Soporte ${r.productName}: ${topic} (${supportFolio(r.id)})`,
    paragraphs: [
      r.priority
        ? `Solicitud PRIORITARIA de un suscriptor: responder en menos de ${PRIORITY_REPLY_HOURS} horas.`
        : "Nueva solicitud de soporte (plan gratuito o visitante): responder en un plazo de 3 días hábiles.",
      [
        `Folio: ${supportFolio(r.id)}`,
        `De: ${r.email}`,
        `Cuenta: ${r.account ?? "visitante sin cuenta"}`,
        `Tema: ${topic}`,
        `Recibida: ${r.receivedAt} (hora del centro de México)`,
      ].join("\n"),
      "Mensaje:",
      r.message,
      "Responde a este correo para contestar directamente a la persona.",
    ],
  };
}

/** The short reference a person can quote ("Folio 3F9K2QXA"). */
export function supportFolio(id: string): string {
  return id.slice(-8).toUpperCase();
}
