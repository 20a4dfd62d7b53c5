// Namesakes: Nave's numbers the people of one name ("3. One of the seven servants", "4. One of the
// twelve apostles"); the question's other words say which one is meant ("Felipe el apóstol", "Santiago,
// el hermano del Señor", "María Magdalena"). Spanish words of kinship, office and the names that go with
// them, each with the English words Nave's writes for it. lib/scripture/subjects/life.ts (namesakeOf)
// reads them.

export interface NamesakeWords {
  /** Whole words of the question, as plain() writes them (lower case, no accents). */
  es: readonly string[];
  /** Whole words of a namesake's title or headings in Nave's English (any case). */
  en: readonly string[];
}

export const NAMESAKE_WORDS: readonly NamesakeWords[] = [
  { es: ["apostol", "apostoles"], en: ["apostle", "apostles", "twelve"] },
  {
    es: ["evangelista", "diacono", "diaconos"],
    en: ["evangelist", "diakonos", "servants", "seven", "deacon", "deacons"],
  },
  { es: ["bautista", "bautizador"], en: ["baptist"] },
  { es: ["madre", "mama", "mami"], en: ["mother"] },
  { es: ["padre", "papa", "papi"], en: ["father"] },
  { es: ["hermano", "hermanos"], en: ["brother", "brothers"] },
  { es: ["hermana", "hermanas"], en: ["sister", "sisters"] },
  { es: ["hijo", "hijos"], en: ["son", "sons"] },
  { es: ["hija", "hijas"], en: ["daughter", "daughters"] },
  { es: ["esposa", "mujer"], en: ["wife"] },
  { es: ["esposo", "marido"], en: ["husband"] },
  { es: ["rey"], en: ["king"] },
  { es: ["reina"], en: ["queen"] },
  { es: ["profeta"], en: ["prophet"] },
  { es: ["profetisa"], en: ["prophetess"] },
  { es: ["sacerdote"], en: ["priest"] },
  { es: ["tetrarca"], en: ["tetrarch"] },
  { es: ["juez"], en: ["judge"] },
  { es: ["escriba", "secretario"], en: ["scribe"] },
  { es: ["levita"], en: ["levite"] },
  { es: ["menor"], en: ["less", "younger"] },
  { es: ["jesus", "senor", "cristo"], en: ["jesus", "lord", "christ"] },
  { es: ["magdalena"], en: ["magdalene"] },
  { es: ["zebedeo"], en: ["zebedee"] },
  { es: ["alfeo"], en: ["alphaus", "alpheus"] },
  { es: ["marta"], en: ["martha"] },
  { es: ["lazaro"], en: ["lazarus"] },
  { es: ["herodes"], en: ["herod"] },
  { es: ["bernabe"], en: ["barnabas"] },
  { es: ["marcos"], en: ["mark"] },
  { es: ["cleofas"], en: ["cleophas"] },
  { es: ["juan"], en: ["john"] },
  { es: ["pedro"], en: ["peter"] },
  { es: ["pablo"], en: ["paul"] },
  { es: ["moises"], en: ["moses"] },
  { es: ["david"], en: ["david"] },
  { es: ["saul"], en: ["saul"] },
  { es: ["betania"], en: ["bethany"] },
  { es: ["roma"], en: ["rome"] },
];
