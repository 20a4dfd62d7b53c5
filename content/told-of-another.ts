// A feeling told of someone the writer loves ("a mi hijo le hacen bullying", "mi hija tiene mucha
// ansiedad"): the pastoral themes below speak to the one living it ("Siento mucho que se burlen de
// ti"), so a parent or a spouse writing about them is met with these words instead. {who}: "hijo",
// "hijos"; {lives}: "está viviendo" / "están viviendo"; {them}: "le" / "les".

/** Themes whose caring words, reflection and prayer are written to the one who lives the feeling. */
export const SPOKEN_TO_THE_ONE_LIVING: readonly string[] = [
  "burlas",
  "baja-autoestima",
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
];

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
};
