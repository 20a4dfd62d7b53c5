import "server-only";
import { plain } from "../text.ts";

// Berea answers about the Bible and the Christian life. Requests plainly about something else
// (recipes, code, homework, sports, prices) are declined kindly, unless they also mention faith or
// Scripture ("¿qué dice la Biblia sobre el dinero?" is on topic).

// Whole words, except entries ending in "*", which match any word starting with them.
const FAITH_WORDS = [
  "dios", "dioses", "jesus", "jesucristo", "cristo", "biblia*", "biblic*", "versicul*", "escritura*", "palabra de dios",
  "oracion", "oraciones", "orar", "rezar", "fe", "iglesia*", "pecad*", "salvacion", "salvo", "espiritu*", "senor", "jehova",
  "profet*", "apostol*", "evangeli*", "salmo*", "parabola*", "milagro*", "cielo", "infierno", "angel*", "demonio*", "alma", "almas",
  "perdon*", "pastor*", "cristian*", "creyente*", "santo", "santidad", "gracia", "bautism*", "bautiz*", "cruz", "resurreccion",
  "mandamiento*", "discipul*", "reino de dios", "gloria", "bendicion*", "bendec*", "adorar", "alabanza", "ayuno", "diezmo*", "ofrenda*",
  "testamento", "devocional", "predica*", "sermon", "bible", "god", "scripture*", "verse", "verses", "pray*", "church", "faith",
];

const OFF_TOPIC = [
  "receta*", "cocinar", "ingredientes", "hornear", "pozole", "tamales", "enchiladas", "pastel de",
  "codigo", "programa en", "programar", "programacion", "python", "javascript", "typescript", "html", "css", "sql", "excel", "java", "algoritmo",
  "ecuacion", "ecuaciones", "derivada*", "raiz cuadrada", "tarea de matematicas", "hazme la tarea",
  "futbol", "partido de", "liga mx", "mundial", "nba", "nfl", "beisbol", "quien gano", "marcador",
  "clima", "pronostico del tiempo", "va a llover",
  "bitcoin", "criptomoneda", "acciones de", "invertir en", "tipo de cambio", "precio del dolar", "bolsa de valores",
  "pelicula*", "netflix", "serie de", "videojuego*", "fortnite", "minecraft",
  "elecciones", "partido politico", "votar por", "candidato",
  "iphone", "android", "celular", "computadora", "laptop", "windows",
  "vuelo", "hotel", "boletos de avion",
  "capital de", "traduce", "traducir", "escribe un ensayo", "cuentame un chiste", "un chiste", "horoscopo", "signo zodiacal",
  "bajar de peso", "dieta", "rutina de ejercicio",
  "recipe", "code", "weather", "stock", "movie", "football", "soccer", "homework",
];

function containsAny(p: string, list: readonly string[]): boolean {
  const padded = ` ${p} `;
  return list.some((w) => (w.endsWith("*") ? padded.includes(` ${w.slice(0, -1)}`) : padded.includes(` ${w} `)));
}

/** True when the request is clearly about something other than the Bible or faith. */
export function isOffTopic(text: string): boolean {
  const p = plain(text);
  return containsAny(p, OFF_TOPIC) && !containsAny(p, FAITH_WORDS);
}

export const OFF_TOPIC_REPLY = [
  "Gracias por tu pregunta. Me especializo en la Biblia y la vida de fe, así que en ese tema no soy la mejor ayuda. 🙏",
  "",
  "Si quieres, puedo acompañarte con algo de la Escritura: buscar un pasaje (por ejemplo, *Juan 3:16*), ver qué dice la Biblia sobre *la paz*, *el trabajo* o *la familia*, o conocer la historia de algún personaje bíblico.",
].join("\n");
