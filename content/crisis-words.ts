// The words crisis detection (lib/answers/safety/crisis.ts) builds its patterns from. Each list is an
// alternation in a pattern, so entries are written as the detector reads a message: lower case, accents
// folded, only letters and spaces ("muneca", "balcon"); it matches on a phonetic key, so misspellings
// that keep the sound ("suisidarme", "kitarme la bida") need no entry of their own. Adding a word here
// widens every pattern the list is part of.

/** Things used to cut, burn or prick oneself. */
export const SELF_HARM_TOOLS: readonly string[] = [
  "navaja",
  "navajas",
  "cuter",
  "cutter",
  "rastrillo",
  "gillette",
  "hoja de afeitar",
  "cuchilla",
  "cuchillas",
  "vidrio",
  "vidrios",
  "tijeras",
  "compas",
  "sacapuntas",
  "cigarro",
  "cigarros",
  "cigarrillo",
  "cigarrillos",
  "encendedor",
  "cerillo",
  "cerillos",
  "plancha",
  "agua hirviendo",
  "alfiler",
  "alfileres",
  "aguja",
  "agujas",
  "cable",
  "cinturon",
];

/** Where on the body self-harm is usually told of ("cabeza contra": striking one's head against something). */
export const SELF_HARM_PLACES: readonly string[] = [
  "brazo",
  "brazos",
  "pierna",
  "piernas",
  "muneca",
  "munecas",
  "muslo",
  "muslos",
  "panza",
  "estomago",
  "abdomen",
  "piel",
  "cabeza contra",
];

/** High places and traffic one may throw oneself from or under. */
export const HIGH_PLACES: readonly string[] = [
  "puente",
  "edificio",
  "azotea",
  "techo",
  "ventana",
  "balcon",
  "metro",
  "tren",
  "via",
  "vias",
  "carro",
  "carros",
  "camion",
  "trailer",
  "coche",
  "rio",
  "presa",
  "barranco",
  "precipicio",
  "barranca",
  "acantilado",
  "vacio",
  "segundo piso",
  "tercer piso",
  "un piso",
  "cuarto piso",
  "quinto piso",
  "periferico",
  "autopista",
  "carretera",
];

/** Pills and medicines, by kind or by a common name. */
export const PILL_NAMES: readonly string[] = [
  "pastillas",
  "pildoras",
  "tabletas",
  "medicinas",
  "medicamentos",
  "clonazepam",
  "paracetamol",
  "rivotril",
  "antidepresivos",
  "calmantes",
];

/** Poisons one may drink, told of the writer or of someone else. */
export const POISONS_TOLD_OF_OTHERS: readonly string[] = [
  "veneno",
  "cloro",
  "raticida",
  "insecticida",
  "matarratas",
  "pesticida",
  "anticongelante",
];

/** The same with acid and lye, which count only when the writer tells of taking them. */
export const POISONS: readonly string[] = [...POISONS_TOLD_OF_OTHERS, "acido", "sosa"];

/** Means at hand that, beside despair, make it a crisis. */
export const LETHAL_MEANS: readonly string[] = [
  "pistola",
  "arma",
  "revolver",
  "cuerda",
  "soga",
  "veneno",
  "raticida",
  "matarratas",
];

/** The people a writer tells of (family, partner, friends), in the words of "mi esposa se …". */
export const KIN: readonly string[] = [
  "hijo",
  "hija",
  "hijastro",
  "hijastra",
  "hermano",
  "hermana",
  "hermanito",
  "hermanita",
  "amigo",
  "amiga",
  "novio",
  "novia",
  "esposo",
  "esposa",
  "marido",
  "pareja",
  "mama",
  "papa",
  "madre",
  "padre",
  "alumno",
  "alumna",
  "primo",
  "prima",
  "sobrino",
  "sobrina",
  "nieto",
  "nieta",
  "companero",
  "companera",
  "tio",
  "tia",
];

/** Who is told of as abusing someone (family, teachers, partners, pastors). */
export const ABUSERS: readonly string[] = [
  "papa",
  "mama",
  "padrastro",
  "madrastra",
  "tio",
  "tia",
  "primo",
  "prima",
  "abuelo",
  "hermano",
  "hermanastro",
  "maestro",
  "maestra",
  "profe",
  "profesor",
  "entrenador",
  "vecino",
  "jefe",
  "novio",
  "esposo",
  "marido",
  "pareja",
  "pastor",
  "sacerdote",
  "padre",
];

// Single words typed badly enough to escape the phonetic key ("sucidio", "suicido"): matched within one
// edit.
export const SUICIDE_SELF_WORDS: readonly string[] = ["suicidarme", "suicidarte"];
export const SUICIDE_WORDS: readonly string[] = ["suicidio", "suicidarse", "suicida"];
export const SELF_HARM_WORDS: readonly string[] = ["autolesion", "autolesionarme", "autolesiones"];
/** Death words after a wish word ("kiero mrir"). */
export const DEATH_WORDS: readonly string[] = ["morir", "morirme", "matarme", "suisidarme", "suisidar"];
/** Wish words as they are misspelt ("kiero mrir"); read through the phonetic key. */
export const WISH_WORDS: readonly string[] = ["kiero", "kisiera", "deseo", "kieres"];
/** Words a badly typed "morir" may really be: "quiero morar en la casa de Jehová". */
export const NOT_DEATH_WORDS: readonly string[] = ["morar", "morarme"];
