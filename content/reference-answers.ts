// What the built-in answerer says about how it read a reference: a name that may stand for more than
// one book, and books the Reina-Valera 1909 does not include. "{…}" marks are filled in by
// lib/answers/builtin/compose.ts.

/** After quoting the likeliest reading of an ambiguous name ("Ma 3:1"). {others}: "**Marcos 3:1** o **Malaquías 3:1**". */
export const AMBIGUOUS_QUESTION =
  "Leí *{raw}* como **{canonical}**. ¿O te referías a {others}? Dímelo y te lo muestro.";

/** A question naming a deuterocanonical book. {name}: "Tobías"; {written}: "Tobías 3:1". */
export const DEUTEROCANONICAL_ANSWER = [
  "Con gusto te ayudaría con *{written}*, pero el libro de **{name}** no forma parte de la Reina-Valera 1909, la versión con la que te acompaño, así que no puedo citártelo con exactitud.",
  "",
  "{name} es uno de los libros llamados deuterocanónicos: las Biblias católicas los incluyen en el Antiguo Testamento, y las Biblias evangélicas como la Reina-Valera no los incluyen entre los libros canónicos.",
].join("\n");

/** A word for a book easy to confuse with one that is in the Reina-Valera, by OSIS id. */
export const DEUTEROCANONICAL_NOTES: Readonly<Record<string, string>> = {
  Sir: "Ojo: Eclesiástico (también llamado Sirácide) no es lo mismo que **Eclesiastés**, que sí está en la Reina-Valera.",
  Wis: "Si buscas la sabiduría en la Reina-Valera, **Proverbios**, **Eclesiastés** y **Santiago** hablan mucho de ella.",
  "1Esd": "Si buscabas el libro de **Esdras**, ese sí está en la Reina-Valera: pídemelo, por ejemplo *Esdras 1*.",
  "2Esd": "Si buscabas el libro de **Esdras** o el de **Nehemías**, esos sí están en la Reina-Valera.",
  GkEsth: "El libro de **Ester** sí está en la Reina-Valera, sin las adiciones griegas.",
};

/** Closes a deuterocanonical answer. */
export const DEUTEROCANONICAL_INVITATION =
  "Si quieres, dime de qué tema trata lo que buscabas y te muestro pasajes de la Reina-Valera sobre él, o pídeme otro pasaje.";
