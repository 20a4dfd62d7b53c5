// "Use cases" section of the landing page: who Berea helps and how. Edit freely.

export interface UseCase {
  icon: "book" | "users" | "heart" | "compass";
  title: string;
  text: string;
}

export const USE_CASES: readonly UseCase[] = [
  {
    icon: "book",
    title: "Estudio personal",
    text: "Pregunta por un pasaje, un personaje o una palabra difícil y recibe el texto bíblico con una explicación clara.",
  },
  {
    icon: "users",
    title: "Grupos y células",
    text: "Prepara estudios en minutos: pasajes relacionados, preguntas para conversar y el contexto de cada libro.",
  },
  {
    icon: "heart",
    title: "Consuelo y oración",
    text: "En los días difíciles, encuentra promesas de la Escritura sobre la paz, el perdón y la esperanza.",
  },
  {
    icon: "compass",
    title: "Primeros pasos en la fe",
    text: "Si apenas comienzas, Berea te orienta por dónde empezar a leer y responde sin juzgar tus preguntas.",
  },
];

export interface Feature {
  title: string;
  text: string;
}

export const FEATURES: readonly Feature[] = [
  {
    title: "Citas verificadas",
    text: "Cada referencia se comprueba contra el texto de la Reina-Valera 1909 antes de mostrarse. Nada de versículos inventados.",
  },
  {
    title: "En tu idioma",
    text: "Pensado para México y todo el mundo hispanohablante, con un tono cálido y respetuoso.",
  },
  {
    title: "Historial de conversaciones",
    text: "Retoma tus estudios cuando quieras: tus preguntas y respuestas quedan guardadas en tu cuenta.",
  },
  {
    title: "Sugerencias para seguir",
    text: "Ideas de preguntas basadas en los temas que estás estudiando, para profundizar un poco más cada día.",
  },
  {
    title: "Respetuoso de las tradiciones",
    text: "Sin denominación: cuando un pasaje tiene varias lecturas, Berea te las presenta con honestidad.",
  },
  {
    title: "Privado y seguro",
    text: "Tus conversaciones son tuyas. No vendemos tus datos y los pagos se procesan de forma segura con Stripe.",
  },
];

export interface Step {
  title: string;
  text: string;
}

export const STEPS: readonly Step[] = [
  { title: "Crea tu cuenta", text: "Regístrate gratis con tu correo en menos de un minuto." },
  { title: "Haz tu pregunta", text: "Escribe como hablas: «¿Qué dice la Biblia sobre el perdón?» o «Juan 3:16»." },
  { title: "Lee las Escrituras", text: "Recibe una respuesta con los pasajes citados textualmente y su contexto." },
  {
    title: "Profundiza",
    text: "Sigue con las sugerencias, comparte un versículo o vuelve a tu historial cuando quieras.",
  },
];
