// The 13 verses of the landing's share card (spec §9: "Verses: 13").
// Each `texto` must be EXACTLY the Reina-Valera 1909 text of `referencia` as data/bible/verses.tsv
// has it (its 1909 spelling: "á", "Jehová"); tests/unit/landing-verses.test.ts checks every one
// against the Bible in the database. To change one, copy the verse from data/bible/verses.tsv and
// keep the reference as "<Libro> <capítulo>:<versículo>" with the book's name from books.json.

export interface Verse {
  texto: string;
  referencia: string;
}

export const VERSES: readonly Verse[] = [
  {
    texto:
      "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
    referencia: "Juan 3:16",
  },
  { texto: "Todo lo puedo en Cristo que me fortalece.", referencia: "Filipenses 4:13" },
  {
    texto:
      "Porque yo sé los pensamientos que tengo acerca de vosotros, dice Jehová, pensamientos de paz, y no de mal, para daros el fin que esperáis.",
    referencia: "Jeremías 29:11",
  },
  {
    texto:
      "No temas, que yo soy contigo; no desmayes, que yo soy tu Dios que te esfuerzo: siempre te ayudaré, siempre te sustentaré con la diestra de mi justicia.",
    referencia: "Isaías 41:10",
  },
  {
    texto: "Venid á mí todos los que estáis trabajados y cargados, que yo os haré descansar.",
    referencia: "Mateo 11:28",
  },
  {
    texto:
      "Y sabemos que á los que á Dios aman, todas las cosas les ayudan á bien, es á saber, á los que conforme al propósito son llamados.",
    referencia: "Romanos 8:28",
  },
  {
    texto:
      "Mira que te mando que te esfuerces y seas valiente: no temas ni desmayes, porque Jehová tu Dios será contigo en donde quiera que fueres.",
    referencia: "Josué 1:9",
  },
  { texto: "Encomienda á Jehová tu camino, y espera en él; y él hará.", referencia: "Salmos 37:5" },
  {
    texto:
      "Mas los que esperan á Jehová tendrán nuevas fuerzas; levantarán las alas como águilas; correrán, y no se cansarán; caminarán, y no se fatigarán.",
    referencia: "Isaías 40:31",
  },
  {
    texto: "Porque no nos ha dado Dios el espíritu de temor, sino el de fortaleza, y de amor, y de templanza.",
    referencia: "2 Timoteo 1:7",
  },
  {
    texto:
      "La paz os dejo, mi paz os doy: no como el mundo la da, yo os la doy. No se turbe vuestro corazón, ni tenga miedo.",
    referencia: "Juan 14:27",
  },
  {
    texto: "Echando toda vuestra solicitud en él, porque él tiene cuidado de vosotros.",
    referencia: "1 Pedro 5:7",
  },
  {
    texto: "Fíate de Jehová de todo tu corazón, y no estribes en tu prudencia.",
    referencia: "Proverbios 3:5",
  },
];
