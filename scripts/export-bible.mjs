#!/usr/bin/env node
// Export the Reina-Valera 1909 (SWORD module spaRV1909eb, Debian package
// sword-text-sparv) to data/bible/books.json and data/bible/verses.tsv.
//
// Needs (only to regenerate; the output is committed):
//   apt-get install -y sword-text-sparv libsword-utils   # mod2imp
// Usage: node scripts/export-bible.mjs [--imp FILE]   (FILE: a saved mod2imp dump)
//
// The raw OSIS markup of each verse looks like
//   <w lemma="strong:H7225">EN el principio</w> <w lemma="strong:H1254">crió</w> ...
//   <w lemma="strong:H3671">y en sus alas</w><transChange type="added">traerá</transChange><w ...>salud</w>
// i.e. Strong's numbers live only in attributes (dropped with the tags), and the
// words the translators added (<transChange type="added">, italics in print) are
// sometimes glued to their neighbours with no whitespace. See restoreAddedSpaces().

import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = join(ROOT, "data", "bible");
const MODULE = "spaRV1909eb";

// Canonical (Protestant, KJV) order. abbreviations: short forms and common
// alternate names, RVR1960-style form first. Consumers should match them after
// normalising (lower case, accents folded, spaces and dots removed), and only
// when a chapter number follows: several are also Spanish words (Mi, Os, He, Am).
const BOOKS = [
  ["Gen", "Génesis", ["Gn", "Gén", "Gen"]],
  ["Exod", "Éxodo", ["Éx", "Ex", "Éxo", "Exo", "Éxod", "Exod"]],
  ["Lev", "Levítico", ["Lv", "Lev"]],
  ["Num", "Números", ["Nm", "Núm", "Num", "Nú", "Nu"]],
  ["Deut", "Deuteronomio", ["Dt", "Deut", "Deu"]],
  ["Josh", "Josué", ["Jos"]],
  ["Judg", "Jueces", ["Jue", "Jc", "Jueces"]],
  ["Ruth", "Rut", ["Rt", "Rut", "Ruth"]],
  ["1Sam", "1 Samuel", ["1 S", "1 Sa", "1 Sam", "1 Samuel", "I Samuel"]],
  ["2Sam", "2 Samuel", ["2 S", "2 Sa", "2 Sam", "2 Samuel", "II Samuel"]],
  ["1Kgs", "1 Reyes", ["1 R", "1 Re", "1 Rey", "1 Reyes", "I Reyes"]],
  ["2Kgs", "2 Reyes", ["2 R", "2 Re", "2 Rey", "2 Reyes", "II Reyes"]],
  ["1Chr", "1 Crónicas", ["1 Cr", "1 Cró", "1 Cro", "1 Crón", "1 Cron", "I Crónicas"]],
  ["2Chr", "2 Crónicas", ["2 Cr", "2 Cró", "2 Cro", "2 Crón", "2 Cron", "II Crónicas"]],
  ["Ezra", "Esdras", ["Esd", "Esdr"]],
  ["Neh", "Nehemías", ["Neh", "Ne"]],
  ["Esth", "Ester", ["Est", "Esth", "Esther"]],
  ["Job", "Job", ["Job", "Jb"]],
  ["Ps", "Salmos", ["Sal", "Sl", "Salm", "Salmo", "Ps"]],
  ["Prov", "Proverbios", ["Pr", "Pro", "Prov", "Prv"]],
  ["Eccl", "Eclesiastés", ["Ec", "Ecl", "Ecles", "Qo", "Qohélet"]],
  ["Song", "Cantares", ["Cnt", "Cant", "Ct", "Cantar de los Cantares", "Cantar"]],
  ["Isa", "Isaías", ["Is", "Isa"]],
  ["Jer", "Jeremías", ["Jer", "Jr"]],
  ["Lam", "Lamentaciones", ["Lm", "Lam"]],
  ["Ezek", "Ezequiel", ["Ez", "Eze", "Ezeq"]],
  ["Dan", "Daniel", ["Dn", "Dan"]],
  ["Hos", "Oseas", ["Os", "Ose"]],
  ["Joel", "Joel", ["Jl", "Joe"]],
  ["Amos", "Amós", ["Am", "Amó"]],
  ["Obad", "Abdías", ["Abd"]],
  ["Jonah", "Jonás", ["Jon", "Jns"]],
  ["Mic", "Miqueas", ["Mi", "Miq"]],
  ["Nah", "Nahúm", ["Nah"]],
  ["Hab", "Habacuc", ["Hab"]],
  ["Zeph", "Sofonías", ["Sof"]],
  ["Hag", "Hageo", ["Hag", "Hg", "Ag"]],
  ["Zech", "Zacarías", ["Zac", "Za"]],
  ["Mal", "Malaquías", ["Mal", "Ml"]],
  ["Matt", "Mateo", ["Mt", "Mat", "Mateo"]],
  ["Mark", "Marcos", ["Mr", "Mc", "Mar", "Marc"]],
  ["Luke", "Lucas", ["Lc", "Luc"]],
  ["John", "Juan", ["Jn", "Jua"]],
  ["Acts", "Hechos", ["Hch", "Hech", "Hec", "Hechos de los Apóstoles"]],
  ["Rom", "Romanos", ["Ro", "Rom", "Rm"]],
  ["1Cor", "1 Corintios", ["1 Co", "1 Cor", "I Corintios"]],
  ["2Cor", "2 Corintios", ["2 Co", "2 Cor", "II Corintios"]],
  ["Gal", "Gálatas", ["Gá", "Ga", "Gál", "Gal"]],
  ["Eph", "Efesios", ["Ef", "Efe", "Efes"]],
  ["Phil", "Filipenses", ["Fil", "Flp", "Filip"]],
  ["Col", "Colosenses", ["Col"]],
  ["1Thess", "1 Tesalonicenses", ["1 Ts", "1 Tes", "I Tesalonicenses"]],
  ["2Thess", "2 Tesalonicenses", ["2 Ts", "2 Tes", "II Tesalonicenses"]],
  ["1Tim", "1 Timoteo", ["1 Ti", "1 Tim", "I Timoteo"]],
  ["2Tim", "2 Timoteo", ["2 Ti", "2 Tim", "II Timoteo"]],
  ["Titus", "Tito", ["Tit", "Tt"]],
  ["Phlm", "Filemón", ["Flm", "Filem", "Flmn"]],
  ["Heb", "Hebreos", ["He", "Heb"]],
  ["Jas", "Santiago", ["Stg", "Sant", "Sgo", "Stgo"]],
  ["1Pet", "1 Pedro", ["1 P", "1 Pe", "1 Ped", "I Pedro"]],
  ["2Pet", "2 Pedro", ["2 P", "2 Pe", "2 Ped", "II Pedro"]],
  ["1John", "1 Juan", ["1 Jn", "1 Jua", "I Juan"]],
  ["2John", "2 Juan", ["2 Jn", "2 Jua", "II Juan"]],
  ["3John", "3 Juan", ["3 Jn", "3 Jua", "III Juan"]],
  ["Jude", "Judas", ["Jud", "Jds"]],
  ["Rev", "Apocalipsis", ["Ap", "Apoc", "Apo", "Apocal"]],
];

// ---------------------------------------------------------------------------
// Added words (<transChange type="added">) and spacing.
//
// Seen in this module: 3,501 added-word spans. Most have proper spaces around
// them, but ~300 are glued to the preceding </w> and ~280 to the following <w>.
// * Glued on the right: always a separate word -> insert a space (unless the
//   next character is punctuation).
// * Glued on the left: usually a separate word ("alas" + "traerá" + "salud"),
//   but an added enclitic pronoun completes the verb before it: "viéndo"+"lo",
//   "alabad"+"le", "díjo"+"le" (1909 spelling puts the accent on the stem).
//   So: an added pronoun (lo, la, los, las, le, les, me, te, se, nos, os and
//   combinations) glued to the preceding word joins it, unless that word is one
//   of the non-verbs seen in this module before a separate added pronoun
//   ("Josué los circuncidó", "Y no lo hicieron", "Dios lo ...").
const ENCLITIC = /^(?:me|te|se|nos|os|les?|l[oa]s?)+$/i;
const NOT_A_VERB = new Set(["no", "josué", "jehová", "como", "gentes", "que", "os", "ellos", "cuánto", "dios", "y"]);
const WORD_CHAR = /[\p{L}\p{N}]/u;
const OPENING_PUNCT = /[¿¡(«“‘"]/u;

function decodeEntities(s) {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, "&");
}

/** Clean one verse of raw OSIS markup to plain text (stats collects spacing decisions). */
export function cleanVerse(raw, stats = { glued: [], spaced: 0 }) {
  // Drop elements whose content is not verse text.
  let s = raw
    .replace(/<note\b[^>]*\/>/g, "")
    .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, "")
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, " ");

  // Tokenize into tags and text.
  const tokens = s.match(/<[^>]*>|[^<]+/g) ?? [];
  let out = "";
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (!tok.startsWith("<")) {
      out += decodeEntities(tok);
      continue;
    }
    if (/^<transChange\b/.test(tok) && !tok.endsWith("/>")) {
      // Text of the added span (up to its end tag).
      let j = i + 1;
      let added = "";
      while (j < tokens.length && !/^<\/transChange>/.test(tokens[j])) {
        if (!tokens[j].startsWith("<")) added += decodeEntities(tokens[j]);
        j++;
      }
      const prevChar = out.slice(-1);
      if (WORD_CHAR.test(prevChar)) {
        const prevWord = (out.match(/[\p{L}\p{N}]+$/u) ?? [""])[0];
        if (ENCLITIC.test(added.trim()) && !NOT_A_VERB.has(prevWord.toLowerCase())) {
          stats.glued.push(prevWord + added.trim());
        } else {
          out += " ";
          stats.spaced++;
        }
      }
      continue;
    }
    if (/^<\/transChange>/.test(tok)) {
      // Next text character (skipping tags).
      let j = i + 1;
      while (j < tokens.length && tokens[j].startsWith("<")) j++;
      const next = j < tokens.length ? decodeEntities(tokens[j])[0] : "";
      if (next && (WORD_CHAR.test(next) || OPENING_PUNCT.test(next))) {
        out += " ";
        stats.spaced++;
      }
      continue;
    }
    // Any other tag (<w lemma=...>, </w>, milestones, chapter/div markers) is
    // dropped; Strong's numbers and morphology live only in its attributes.
  }
  const text = out.replace(/\s+/g, " ").trim();
  return text;
}

// Psalm 119 is an acrostic: the module prints the name of each stanza's Hebrew letter as plain text at
// the head of its first verse ("ALEPH. BIENAVENTURADOS…", "BETH ¿Con qué…"). It is an editor's
// heading, not Scripture: quoted as a verse it would put "NUN." before "Lámpara es á mis pies tu
// palabra". The letter names of this module, in order; each heads verse 8k+1.
export const PSALM_119_LETTERS = [
  "ALEPH",
  "BETH",
  "GIMEL",
  "DALETH",
  "HE",
  "VAU",
  "ZAIN",
  "CHETH",
  "TETH",
  "JOD",
  "CAPH",
  "LAMED",
  "MEM",
  "NUN",
  "SAMECH",
  "AIN",
  "PE",
  "TZADDI",
  "COPH",
  "RESH",
  "SIN",
  "TAU",
];

/** The verse text without the acrostic letter that heads Psalm 119's stanzas (osis "Ps"). */
export function dropAcrosticHeading(osis, chapter, verse, text) {
  if (osis !== "Ps" || chapter !== 119 || (verse - 1) % 8 !== 0) return text;
  const letter = PSALM_119_LETTERS[(verse - 1) / 8];
  const m = new RegExp(`^${letter}\\.?\\s+`).exec(text);
  if (!m) throw new Error(`Psalm 119:${verse}: expected the heading ${letter}`);
  return text.slice(m[0].length);
}

// The Pauline letters and Hebrews end, in this module, with the subscription of the Greek Textus
// Receptus run into the last verse: "… sea con vosotros todos. Amén. La segunda Epístola á los
// Corintios fué enviada de Filipos…". It is a scribe's note on where the letter was written, not
// the letter's text (the KJV prints it apart, in small type), and nothing in the markup sets it
// apart, so a chat quoting the closing blessing would quote it as Scripture. It is the sentence
// after the last "Amén." of a letter's last verse that says the letter was written or sent.
// Romanos to Hebreos, in BOOKS' canonical order.
const OSIS = BOOKS.map(([osis]) => osis);
const LETTERS = new Set(OSIS.slice(OSIS.indexOf("Rom"), OSIS.indexOf("Heb") + 1));
const SUBSCRIPTION = /(\bAmén\.)\s+[^]*\b(?:escrita|enviada)\b[^]*$/i;

/** The last verse of a letter without the scribe's subscription after its closing "Amén." */
export function dropSubscription(osis, isLastVerse, text) {
  if (!isLastVerse || !LETTERS.has(osis)) return text;
  const amen = text.lastIndexOf("Amén.");
  if (amen < 0 || !SUBSCRIPTION.test(text.slice(amen))) return text;
  return text.slice(0, amen + "Amén.".length);
}

// ---------------------------------------------------------------------------

function readImp() {
  const i = process.argv.indexOf("--imp");
  if (i !== -1) return readFileSync(process.argv[i + 1], "utf8");
  return execFileSync("mod2imp", [MODULE], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
}

function main() {
  const imp = readImp();
  // Entries: "$$$Key" line followed by content (one line in this module).
  const entries = [];
  let cur = null;
  for (const line of imp.split("\n")) {
    if (line.startsWith("$$$")) {
      cur = { key: line.slice(3), raw: [] };
      entries.push(cur);
    } else if (cur) {
      cur.raw.push(line);
    }
  }

  const bookOrder = []; // module's English names in order of appearance
  const osisOfName = new Map();
  const verses = []; // { name, chapter, verse, text }
  const empty = [];
  const stats = { glued: [], spaced: 0 };
  for (const e of entries) {
    const m = /^(.+) (\d+):(\d+)$/.exec(e.key);
    if (!m) continue; // module / testament headings
    const [, name, ch, vs] = m;
    const raw = e.raw.join(" ");
    if (!osisOfName.has(name)) {
      osisOfName.set(name, null);
      bookOrder.push(name);
    }
    if (ch === "0" || vs === "0") {
      const b = /<div\b[^>]*\bosisID="([^"]+)"[^>]*\btype="book"/.exec(raw);
      if (b && osisOfName.get(name) === null) osisOfName.set(name, b[1]);
      continue;
    }
    const text = cleanVerse(raw, stats);
    const rec = { name, chapter: Number(ch), verse: Number(vs), text };
    if (text === "") empty.push(rec);
    else verses.push(rec);
  }

  if (bookOrder.length !== BOOKS.length) throw new Error(`expected 66 books, got ${bookOrder.length}`);
  const books = BOOKS.map(([osis, nameEs, abbreviations], idx) => {
    const modName = bookOrder[idx];
    if (osisOfName.get(modName) !== osis) {
      throw new Error(`book ${idx + 1}: module has ${modName}/${osisOfName.get(modName)}, expected ${osis}`);
    }
    const chapters = Math.max(
      ...verses.filter((v) => v.name === modName).map((v) => v.chapter),
      ...empty.filter((v) => v.name === modName).map((v) => v.chapter),
    );
    return {
      order: idx + 1,
      osis,
      name: nameEs,
      testament: idx < 39 ? "OT" : "NT",
      chapters,
      abbreviations,
    };
  });
  const osisOf = (name) => osisOfName.get(name);

  for (const v of verses) v.text = dropAcrosticHeading(osisOf(v.name), v.chapter, v.verse, v.text);
  const lastOfBook = new Map(verses.map((v) => [v.name, v]));
  for (const v of verses) v.text = dropSubscription(osisOf(v.name), lastOfBook.get(v.name) === v, v.text);

  for (const v of verses) {
    if (/[\t\n\r<>]/.test(v.text)) throw new Error(`bad text in ${v.name} ${v.chapter}:${v.verse}`);
  }

  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, "books.json"), JSON.stringify(books, null, 2) + "\n");
  writeFileSync(
    join(OUT_DIR, "verses.tsv"),
    verses.map((v) => `${osisOf(v.name)}\t${v.chapter}\t${v.verse}\t${v.text}`).join("\n") + "\n",
  );

  console.log(`books: ${books.length}`);
  console.log(`verses with text: ${verses.length}; slots: ${verses.length + empty.length}`);
  console.log(`added-word spans given a space: ${stats.spaced}`);
  console.log(`added pronouns joined to the verb before them (${stats.glued.length}): ${stats.glued.join(", ")}`);
  console.log(
    `empty slots (${empty.length}): ${empty.map((v) => `${osisOf(v.name)} ${v.chapter}:${v.verse}`).join(", ")}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
