// Study questions Berea suggests. Each topic lists the (accent-folded) word stems that reveal it in a
// user's questions and a few questions that take the study further. Kept here, not in the model, so
// suggestions are instant and always in good Spanish.

export interface SuggestionTopic {
  id: string;
  stems: string[];
  questions: string[];
}

export const SUGGESTION_TOPICS: SuggestionTopic[] = [
  {
    id: "ansiedad",
    stems: ["ansie", "preocup", "afan", "angusti", "estres", "miedo", "temor"],
    questions: [
      "¿Qué dice Filipenses 4:6-7 sobre la ansiedad?",
      "¿Cómo me enseña Mateo 6 a no afanarme por el mañana?",
      "¿Qué salmos me ayudan cuando tengo miedo?",
    ],
  },
  {
    id: "perdon",
    stems: ["perdon", "perdona", "rencor", "culpa", "resentim"],
    questions: [
      "¿Qué enseña Jesús sobre perdonar setenta veces siete?",
      "¿Cómo vivo el perdón de Dios según 1 Juan 1:9?",
      "¿Qué dice Efesios 4:32 sobre perdonarnos unos a otros?",
    ],
  },
  {
    id: "amor",
    stems: ["amor", "amar", "ama ", "caridad"],
    questions: [
      "¿Qué dice 1 Corintios 13 sobre el amor?",
      "¿Cómo muestra Juan 3:16 el amor de Dios?",
      "¿Qué significa amar al prójimo como a uno mismo?",
    ],
  },
  {
    id: "oracion",
    stems: ["orar", "oracion", "ora ", "rezar", "padre nuestro"],
    questions: [
      "¿Cómo nos enseña Jesús a orar en Mateo 6?",
      "¿Qué dice la Biblia sobre orar sin cesar?",
      "¿Qué ejemplos de oración hay en los Salmos?",
    ],
  },
  {
    id: "fe",
    stems: ["fe ", "creer", "crey", "confian", "duda"],
    questions: [
      "¿Qué es la fe según Hebreos 11:1?",
      "¿Qué me enseña Abraham sobre confiar en Dios?",
      "¿Qué hacer cuando tengo dudas, según la Biblia?",
    ],
  },
  {
    id: "duelo",
    stems: ["duelo", "muerte", "murio", "fallec", "perdida", "triste", "llor"],
    questions: [
      "¿Qué consuelo ofrece el Salmo 23 en tiempos de pérdida?",
      "¿Qué dice Juan 11 sobre la resurrección y la vida?",
      "¿Cómo consuela Dios a los que lloran, según Mateo 5:4?",
    ],
  },
  {
    id: "familia",
    stems: ["familia", "matrimon", "espos", "hijo", "padres", "casad"],
    questions: [
      "¿Qué enseña Efesios 5 sobre el matrimonio?",
      "¿Qué consejos da Proverbios para criar a los hijos?",
      "¿Qué significa honrar a padre y madre?",
    ],
  },
  {
    id: "esperanza",
    stems: ["esperanz", "futuro", "desanim", "animo", "fuerza"],
    questions: [
      "¿Qué promesa hay en Jeremías 29:11?",
      "¿Qué dice Isaías 40:31 sobre renovar las fuerzas?",
      "¿Cómo describe Romanos 8:28 la obra de Dios en todo?",
    ],
  },
  {
    id: "sabiduria",
    stems: ["sabiduri", "decision", "decidir", "consejo", "direccion", "voluntad de dios"],
    questions: [
      "¿Qué dice Santiago 1:5 sobre pedir sabiduría?",
      "¿Cómo me guía Proverbios 3:5-6 al tomar decisiones?",
      "¿Cómo puedo conocer la voluntad de Dios?",
    ],
  },
  {
    id: "salvacion",
    stems: ["salva", "gracia", "evangelio", "cruz", "resurrec"],
    questions: [
      "¿Qué enseña Efesios 2:8-9 sobre la gracia?",
      "¿Qué significa la resurrección de Jesús para mí?",
      "¿Qué dice Romanos 10:9 sobre la salvación?",
    ],
  },
];

export const GENERAL_SUGGESTIONS: string[] = [
  "¿Qué dice la Biblia sobre la ansiedad?",
  "Explícame el Salmo 23",
  "¿Cómo puedo fortalecer mi fe?",
  "¿Qué enseña Jesús sobre el perdón?",
  "¿Qué significa Juan 3:16?",
  "¿Cómo orar según la Biblia?",
];
