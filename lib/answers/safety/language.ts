import "server-only";
import { plain } from "../text.ts";

// Questions in English are answered in Spanish. For the built-in answerer the question is also
// rendered into the Spanish words the Scripture search understands (book names and common topics).

const ENGLISH = new Set([
  "the", "what", "does", "do", "is", "are", "about", "say", "says", "how", "who", "why", "when", "where", "which",
  "can", "could", "should", "would", "you", "your", "me", "my", "i", "im", "to", "of", "and", "in", "for", "with",
  "bible", "verse", "verses", "tell", "please", "want", "feel", "am", "was", "were", "it", "that", "this", "there",
  "give", "show", "read", "help", "teach", "mean", "meaning", "find", "hello", "hi", "thanks", "thank", "of", "on", "be", "have", "has", "we", "our", "his", "she", "they", "an",
]);
const SPANISH = new Set([
  "que", "de", "la", "el", "los", "las", "es", "en", "y", "por", "para", "con", "sobre", "como", "quien", "dice",
  "me", "mi", "un", "una", "se", "no", "biblia", "versiculo", "cual", "donde", "cuando", "porque", "estoy", "tengo",
  "hola", "gracias", "del", "al", "lo", "su", "sus", "muy", "mas", "pero", "dios",
]);

/** True when the message is written in English rather than Spanish. */
export function isEnglish(text: string): boolean {
  const ws = plain(text).split(" ").filter(Boolean);
  let en = 0;
  let es = 0;
  for (const w of ws) {
    if (ENGLISH.has(w)) en++;
    if (SPANISH.has(w)) es++;
  }
  return en >= 2 && en > es * 1.5;
}

const BOOKS: Record<string, string> = {
  genesis: "Génesis", exodus: "Éxodo", leviticus: "Levítico", numbers: "Números", deuteronomy: "Deuteronomio",
  joshua: "Josué", judges: "Jueces", ruth: "Rut", samuel: "Samuel", kings: "Reyes", chronicles: "Crónicas",
  ezra: "Esdras", nehemiah: "Nehemías", esther: "Ester", job: "Job", psalm: "Salmos", psalms: "Salmos",
  proverbs: "Proverbios", ecclesiastes: "Eclesiastés", song: "Cantares", isaiah: "Isaías", jeremiah: "Jeremías",
  lamentations: "Lamentaciones", ezekiel: "Ezequiel", daniel: "Daniel", hosea: "Oseas", joel: "Joel", amos: "Amós",
  obadiah: "Abdías", jonah: "Jonás", micah: "Miqueas", nahum: "Nahúm", habakkuk: "Habacuc", zephaniah: "Sofonías",
  haggai: "Hageo", zechariah: "Zacarías", malachi: "Malaquías", matthew: "Mateo", mark: "Marcos", luke: "Lucas",
  john: "Juan", acts: "Hechos", romans: "Romanos", corinthians: "Corintios", galatians: "Gálatas",
  ephesians: "Efesios", philippians: "Filipenses", colossians: "Colosenses", thessalonians: "Tesalonicenses",
  timothy: "Timoteo", titus: "Tito", philemon: "Filemón", hebrews: "Hebreos", james: "Santiago", peter: "Pedro",
  jude: "Judas", revelation: "Apocalipsis",
};

const TOPICS: Record<string, string> = {
  love: "amor", loves: "ama", fear: "miedo", afraid: "miedo", anxiety: "ansiedad", anxious: "ansiedad", worry: "afán",
  worried: "preocupado", forgiveness: "perdón", forgive: "perdonar", faith: "fe", hope: "esperanza", peace: "paz",
  money: "dinero", prayer: "oración", pray: "orar", death: "muerte", marriage: "matrimonio", grace: "gracia",
  sin: "pecado", sins: "pecados", salvation: "salvación", heaven: "cielo", hell: "infierno", sad: "tristeza",
  sadness: "tristeza", lonely: "soledad", loneliness: "soledad", anger: "ira", angry: "enojo", patience: "paciencia",
  wisdom: "sabiduría", strength: "fortaleza", work: "trabajo", family: "familia", children: "hijos", joy: "gozo",
  humility: "humildad", pride: "soberbia", healing: "sanidad", sick: "enfermedad", sickness: "enfermedad",
  grief: "duelo", trust: "confianza", god: "Dios", jesus: "Jesús", lord: "Señor", spirit: "Espíritu", holy: "santo",
  creation: "creación", resurrection: "resurrección", cross: "cruz", friendship: "amistad", friends: "amigos",
  generosity: "generosidad", tithe: "diezmo", temptation: "tentación", guilt: "culpa", shame: "vergüenza",
  depression: "tristeza", depressed: "triste", stress: "afán", future: "futuro", purpose: "propósito",
  moses: "Moisés", abraham: "Abraham", david: "David", paul: "Pablo", mary: "María", lazarus: "Lázaro",
  noah: "Noé", elijah: "Elías", solomon: "Salomón", who: "quién", what: "qué", chapter: "capítulo",
};

/** A Spanish rendering of an English question, good enough for reference parsing and search. */
export function toSpanishSearchText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (w) => {
    const lower = w.toLowerCase();
    return BOOKS[lower] ?? TOPICS[lower] ?? (ENGLISH.has(lower) ? "" : w);
  }).replace(/\s+/g, " ").trim();
}

export const ENGLISH_NOTE = "*Te respondo en español, el idioma en el que te acompaño.* (I answer in Spanish.)";
