// Frequently asked questions of the landing page. Edit freely: each answer is plain text, where
// "{guestPrompts}" and "{freeDaily}" stand for the configured allowances (content/allowance-text.ts).
// Keep them true to what the product does (see /work/shared/DESIGN.md and the plans in spec §9).

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ: readonly FaqItem[] = [
  {
    question: "¿Qué versión de la Biblia usa Berea?",
    answer:
      "Berea cita la Reina-Valera 1909, una traducción de dominio público. Cada versículo que ves en una respuesta viene del texto bíblico guardado en nuestra base de datos, no de la memoria de una inteligencia artificial.",
  },
  {
    question: "¿Puedo probarlo sin crear una cuenta?",
    answer:
      "Sí. En la demostración de esta página tienes {guestPrompts} preguntas gratuitas. Con una cuenta gratuita tienes {freeDaily} mensajes al día, y con un plan Premium, preguntas ilimitadas.",
  },
  {
    question: "¿Berea sustituye a mi pastor o a mi iglesia?",
    answer:
      "No. Berea es una herramienta de estudio: te ayuda a encontrar pasajes y a entender su contexto. Las decisiones importantes y el acompañamiento espiritual merecen una conversación con personas de confianza en tu comunidad.",
  },
  {
    question: "¿A qué denominación pertenece?",
    answer:
      "A ninguna. Berea responde desde el texto bíblico con respeto a las distintas tradiciones cristianas, y cuando un tema tiene varias interpretaciones te lo dice.",
  },
  {
    question: "¿Cuánto cuesta el plan Premium y cómo lo cancelo?",
    answer:
      "El plan mensual cuesta $20 MXN al mes y el anual $200 MXN al año (2 meses gratis). Los pagos se procesan con Stripe y puedes cancelar cuando quieras desde «Mi Cuenta».",
  },
  {
    question: "¿Qué pasa con mis conversaciones?",
    answer:
      "Guardamos tu historial para que puedas continuar donde te quedaste. No vendemos tus datos. Los detalles están en nuestro Aviso de privacidad.",
  },
];
