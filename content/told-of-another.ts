// A feeling told of someone the writer loves ("a mi hijo le hacen bullying", "mi hija tiene mucha
// ansiedad"): the pastoral themes below speak to the one living it ("Siento mucho que se burlen de
// ti"), so a parent or a spouse writing about them is met with these words instead. {who}: "hijo",
// "hijos"; {lives}: "está viviendo" / "están viviendo"; {them}: "le" / "les".

/** Themes whose caring words, reflection and prayer are written to the one who lives the feeling. */
export const SPOKEN_TO_THE_ONE_LIVING: readonly string[] = [
  "burlas",
  "baja-autoestima",
  "sentirse-una-carga",
  "depresion",
  "ansiedad",
  "miedo",
  "soledad",
  "sueno",
  "cansancio",
  "la-verguenza",
  "rechazo",
  "fracaso",
  "momento-dificil",
  "duda",
  // A loss or a hardship told of a friend, a neighbour, a relative ("a mi compadre le detectaron
  // cáncer", "mi vecina perdió su trabajo", "se murió el papá de mi mejor amiga"): the writer asks how
  // to stand by them. Not the themes of a couple (a betrayal, a divorce, a break-up), where "mi esposo
  // ya no quiere…" tells the writer's own wound.
  "duelo",
  "viudez",
  "perdida-de-embarazo",
  "esterilidad",
  "diagnostico-dificil",
  "desempleo",
  "angustia-economica",
  "problemas-en-el-trabajo",
  "migrar-lejos-de-casa",
  "despues-de-un-desastre",
  "victima-de-un-delito",
  "adiccion",
];

/**
 * Grief for one of the family, told of a friend ("se murió el papá de mi mejor amiga", "mi vecina
 * perdió a su hijo"): the friend's grief, unless the one who died is the writer's own ("mi mamá anda
 * muy triste desde que murió mi papá" is the writer's loss too).
 */
export const GRIEF_FOR_KIN: readonly string[] = [
  "duelo-por-una-madre",
  "duelo-por-un-padre",
  "duelo-por-un-hijo",
  "duelo-por-un-abuelo",
  "duelo-por-un-amigo",
];

/** Themes a spouse does not live alone: "mi esposa perdió al bebé" is the writer's loss too. */
export const SHARED_WITH_A_SPOUSE: readonly string[] = [
  "perdida-de-embarazo",
  "esterilidad",
  "angustia-economica",
  "despues-de-un-desastre",
];
export const SPOUSES: readonly string[] = ["esposo", "esposa", "marido"];

export const TOLD_OF_ANOTHER = {
  comfort:
    "Siento mucho lo que {lives} {who}. Ver sufrir a alguien que amas también duele, y qué bueno que buscas cómo acompañar.",
  reflection:
    "Puedes leer estos pasajes con {who} o compartírselos: {them} recuerdan que Dios ve lo que pasa y no {them} deja. Escucha sin prisa, sin minimizar lo que siente, y si hace falta busquen juntos ayuda de alguien de confianza.",
  prayer:
    "Señor, pongo en tus manos a {mine}. Consuela su corazón, rodéa{them} de personas buenas y dame sabiduría y paciencia para acompañar. Amén.",
} as const;

/** The loved ones a writer tells of, as they write them (accents folded) and as the answer names them. */
export const LOVED_ONES: Readonly<Record<string, string>> = {
  hijo: "hijo",
  hija: "hija",
  hijos: "hijos",
  hijas: "hijas",
  hijito: "hijo",
  hijita: "hija",
  nino: "niño",
  nina: "niña",
  ninos: "niños",
  ninas: "niñas",
  esposo: "esposo",
  esposa: "esposa",
  marido: "esposo",
  mama: "mamá",
  papa: "papá",
  hermano: "hermano",
  hermana: "hermana",
  nieto: "nieto",
  nieta: "nieta",
  sobrino: "sobrino",
  sobrina: "sobrina",
  amigo: "amigo",
  amiga: "amiga",
  novio: "novio",
  novia: "novia",
  vecino: "vecino",
  vecina: "vecina",
  compadre: "compadre",
  comadre: "comadre",
  companero: "compañero",
  companera: "compañera",
  primo: "primo",
  prima: "prima",
  tio: "tío",
  tia: "tía",
  suegro: "suegro",
  suegra: "suegra",
  cunado: "cuñado",
  cunada: "cuñada",
  abuelo: "abuelo",
  abuela: "abuela",
  abuelito: "abuelito",
  abuelita: "abuelita",
};

/** Someone told of without a "mi" ("una muchacha de la iglesia", "un señor de mi colonia"), named "esa…". */
export const OTHERS: Readonly<Record<string, string>> = {
  muchacha: "esa muchacha",
  muchacho: "ese muchacho",
  senora: "esa señora",
  senor: "ese señor",
  chava: "esa chava",
  chavo: "ese chavo",
  joven: "esa persona",
  vecina: "tu vecina",
  vecino: "tu vecino",
  hermana: "esa hermana",
  hermano: "ese hermano",
  companera: "tu compañera",
  companero: "tu compañero",
  conocida: "esa conocida",
  conocido: "ese conocido",
  familia: "esa familia",
  amiga: "tu amiga",
  amigo: "tu amigo",
};
