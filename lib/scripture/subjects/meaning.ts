// What a person means when they describe their life (issue 12): "se me fue mi jefita" is grief for a
// mother though it names neither "duelo" nor "madre". Words are grouped into concepts by meaning
// (data/subjects/meaning.json: "muerte" holds murió, falleció, se nos fue, velorio…; "madre" holds
// mamá, jefita, madrecita…), and a feeling, need, occasion or ethical subject is recognised by a
// signal: concepts that must all be present ("muerte+madre"). New phrasings are covered by adding
// words to a concept, once, for every subject that uses it — not by listing sentences per subject.
import "server-only";
import { z } from "zod";
import meaningData from "../../../data/subjects/meaning.json";
import { COST_WORDS, DYING_OF_STATES, DYING_WORDS, SHORTHAND } from "../../../content/meaning-words.ts";
import { foldAccents } from "../normalize.ts";
import { SUBJECTS, subjectById } from "./index.ts";
import type { Subject } from "./types.ts";

const schema = z.object({
  concepts: z.record(z.string(), z.object({ weight: z.number().min(0), terms: z.array(z.string().min(1)).min(1) })),
  signals: z.record(z.string(), z.array(z.string().min(1)).min(1)),
});

/** Concepts that only frame a question (who speaks, what is asked for): required by a signal, worth nothing alone. */
export type Cue = "voz" | "pide" | "alguien" | "etica" | "para_necesidad";

export interface MeaningMatch {
  subject: Subject;
  /** Sum of the weights of the concepts of the best signal that is fully present. */
  weight: number;
  /** The concepts of that signal. */
  concepts: readonly string[];
}

interface Term {
  concept: string;
  words: string[];
  /** The same words as they sound (`sound`). */
  sounds: string[];
  /** The last word matches any ending. */
  prefix: boolean;
}

interface Compiled {
  weights: Map<string, number>;
  /** First word → terms starting with it; prefix terms of one word are filed under their first 3 letters. */
  byFirst: Map<string, Term[]>;
  byPrefix3: Map<string, Term[]>;
  /** Whole-word terms by how their first word sounds (a prefix is not read by sound: "ansi*" must not meet "ancianos"). */
  bySound: Map<string, Term[]>;
  /**
   * One-word prefixes long enough to name one word ("embaraz*", "deprim*"), by the first letters of how
   * they sound: "embarasada" is "embarazada" misspelt. Short ones stay as written ("ansi*", "ancianos").
   */
  bySoundPrefix: Map<string, Term[]>;
  signals: { subject: Subject; order: number; concepts: string[] }[];
}

// A feeling told in any person is the same feeling: "te sientes solo", "uno se siente solo", "sentirse
// solo", "me he sentido sola" all read as "me siento solo", so a concept needs one form of it.
const REFLEXIVE = new Set(["te", "se", "nos", "me"]);
const FEEL = new Set(
  "siento sientes siente sentimos sienten sienta sientas senti sentia sentias sintio sentiamos sintiendo".split(" "),
);
const FEEL_ALONE = new Set("sentirse sentirme sentirte sentirnos sintiendome sintiendose sintiendote".split(" "));

/** "sentirse mal" names a feeling without anyone telling it: it meets "me siento mal" but is no voice. */
const INFINITIVE = "me\u0002";

function personForms(ws: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i] ?? "";
    const next = ws[i + 1] ?? "";
    if (REFLEXIVE.has(w) && FEEL.has(next)) {
      out.push("me", "siento");
      i++;
    } else if (REFLEXIVE.has(w) && next === "he" && ws[i + 2] === "sentido") {
      out.push("me", "siento");
      i += 2;
    } else if (FEEL_ALONE.has(w)) out.push(INFINITIVE, "siento");
    else out.push(w);
  }
  return out;
}

// "Cansao", "preocupao", "agüitao": the d of -ado dropped as it is said in chat; read as written in full.
const SPOKEN_ADO = /^(.{3,})ao$/;
const fullAdo = (w: string) => w.replace(SPOKEN_ADO, "$1ado");
// Chat shorthand ("xq", "toy") is read as the words it stands for (content/meaning-words.ts).
const rawWords = (s: string) =>
  (foldAccents(s).match(/[a-z0-9ñ]+/g) ?? []).flatMap((w) =>
    Object.hasOwn(SHORTHAND, w) ? SHORTHAND[w] : [fullAdo(w)],
  );

// "Muerta de cansancio", "me muero de nervios", "muerto de la risa": in Mexican Spanish dying of a
// state only says how much of it there is. Read as death, "estoy muerta de preocupación por mi hijo"
// was answered "Lamento con todo el corazón la muerte de tu hijo", and "estoy muerto de cansancio"
// with a funeral. The death word is dropped and the state stays ("preocupación", "cansancio"). A
// cause of death is no state ("se muere de cáncer" keeps its death).
const DYING = new Set(DYING_WORDS);
const STATES = new Set(DYING_OF_STATES);
function dropDyingOf(ws: string[]): string[] {
  return ws.filter((w, i) => {
    if (!DYING.has(w) || ws[i + 1] !== "de") return true;
    const next = ws[i + 2] === "la" || ws[i + 2] === "el" ? ws[i + 3] : ws[i + 2];
    return !STATES.has(next ?? "");
  });
}

// "Estoy hasta la madre", "me vale madre", "me partieron la madre": in Mexican Spanish these idioms say
// how fed up, how careless or how beaten someone is, and nobody's mother is in them. Read as a mother,
// "estoy hasta la madre de todo" found nothing but the subject *La madre*, and "estoy hasta la madre de
// mi trabajo" got the work ethic ("si alguno no quisiere trabajar, tampoco coma"). Being fed up up to
// the hat, the crown or the forelock is the same idiom: all read as "harto".
const FED_UP_TO = new Set(["madre", "madres", "gorro", "coronilla", "copete", "queque"]);
const DONT_CARE = new Set(["vale", "valen", "valio", "valia"]);
const BEAT = new Set(["partir", "partio", "partieron", "parto", "parten", "partiron", "rompio", "rompieron"]);
// "Cáncer de mama", "un bulto en la mama": the breast, not a mother. Read as a mother, "me
// diagnosticaron cáncer de mama y tengo miedo" was a mother's illness told by her child.
const OF_THE_BREAST = new Set(["cancer", "tumor", "tumores", "bulto", "bultos", "bolita", "quiste", "quistes"]);
const BREAST = new Set(["mama", "mamas"]);
/** "mama", "la mama", "las mamas" from word k on. */
const breastAt = (ws: string[], k: number) =>
  BREAST.has(ws[k] ?? "") || ((ws[k] === "la" || ws[k] === "las") && BREAST.has(ws[k + 1] ?? ""));
function readMadreIdioms(ws: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i] ?? "";
    const next = ws[i + 1] ?? "";
    const after = ws[i + 2] ?? "";
    if (w === "hasta" && (next === "la" || next === "el") && FED_UP_TO.has(after)) {
      out.push("harto");
      i += 2;
    } else if (DONT_CARE.has(w) && (next === "madre" || next === "madres")) {
      out.push(w);
      i += 1;
    } else if (OF_THE_BREAST.has(w) && (next === "de" || next === "en") && breastAt(ws, i + 2)) {
      out.push(w, "seno");
      i += ws[i + 2] === "la" || ws[i + 2] === "las" ? 3 : 2;
    } else if (BEAT.has(w) && next === "la" && (after === "madre" || after === "cara")) {
      out.push("golpearon");
      i += 2;
    } else out.push(w);
  }
  return out;
}

// "Diosito ya no me ama", "Jesús me abandonó": any name of God before what he does to the writer is
// read as "dios", so the concepts need one form of each phrase ("dios ya no me ama").
const GOD_NAMES = new Set(["diosito", "jesus", "jesucristo", "cristo", "jehova"]);
const TOLD_TO_ME = new Set(["me", "ya", "no", "nunca", "se"]);
const readGodNames = (ws: string[]) =>
  ws.map((w, i) => (GOD_NAMES.has(w) && TOLD_TO_ME.has(ws[i + 1] ?? "") ? "dios" : w));

// "Cumplo un año sobrio", "cumplimos 25 años de casados", "cumple 5 años en su trabajo": time kept
// with something after it is the anniversary of that thing, not a birthday ("cumplo un año sobrio" got
// the birthday verses); "cumplo 30 años" and "cumple 15 años el sábado" are birthdays. Such a "cumplir"
// is read as "llevo", so the birthday word is gone and what was kept stays to be read, and the time
// kept is told by a word no one types ("aniversariode", concept tiempo_cumplido in meaning.json).
const KEEPS = new Set("cumplo cumple cumplimos cumplen cumplio cumpli cumplira cumpliremos cumplia".split(" "));
const SPANS = new Set("dia dias semana semanas mes meses ano anos".split(" "));
const OF_A_THING = new Set(
  "sin sobrio sobria sobrios sobrias limpio limpia limpios casado casada casados casadas libre".split(" "),
);
const OF_AGE = new Set("vida edad nacido nacida".split(" "));
const OWN = new Set("mi mis su sus nuestro nuestra nuestros nuestras la el".split(" "));
function anniversaryOf(ws: string[], span: number): boolean {
  const next = ws[span + 1] ?? "";
  if (OF_A_THING.has(next)) return true;
  if (next === "de") return !OF_AGE.has(ws[span + 2] ?? "");
  // "En mi trabajo", "en la iglesia": a place kept; "en diciembre", "en la semana" say when.
  return next === "en" && OWN.has(ws[span + 2] ?? "") && !SPANS.has(ws[span + 3] ?? "");
}
const readKeptTime = (ws: string[]) =>
  ws.flatMap((w, i) => {
    if (!KEEPS.has(w)) return [w];
    for (let k = i + 1; k <= i + 3 && k < ws.length; k++)
      if (SPANS.has(ws[k])) return anniversaryOf(ws, k) ? ["aniversariode", "llevo"] : [w];
    return [w];
  });

// "Me cuesta trabajo confiar en Dios", "le costó mucho trabajo": the effort something takes, not a job.
// Read as work, it met the work subjects beside any weariness ("me cuesta trabajo levantarme"); the
// word "trabajo" is dropped and "cuesta" stays.
const COSTS = new Set(COST_WORDS);
function dropCostsWork(ws: string[]): string[] {
  return ws.filter((w, i) => {
    if (w !== "trabajo") return true;
    const before = ws[i - 1] === "mucho" || ws[i - 1] === "tanto" || ws[i - 1] === "harto" ? ws[i - 2] : ws[i - 1];
    return !COSTS.has(before ?? "");
  });
}

// "No me lo puedo perdonar", "Dios nunca me va a perdonar", "¿me perdonará?": forgiveness of the writer,
// by themselves or by God, is guilt looking for grace, not a grudge to let go of. Read as the forgiving
// of another ("perdonar"), "hice algo muy malo y no me lo puedo perdonar" was answered with "perdonad
// á vuestros deudores" (Mateo 6:14-15). A forgive verb whose object is "me" (with only a clitic, a modal
// or a negation between) is read as one form: the writer's own ("no puedo perdonarme") when the writer
// is the one who cannot, else someone's forgiving of them ("me perdone").
const FORGIVE = /^perdon(ar|a|as|an|e|es|en|o|ara|aras|aran|aria|arias|arian|ase|ara|aste|aron)$/;
const FORGIVE_BETWEEN = new Set(
  "lo la los las le puedo puede pueda podra podre podria podrias pude va vas van voy a ya nunca jamas no haya ha has han habra quiere quiera querra vaya".split(
    " ",
  ),
);
/** The writer is the one forgiving: "no me lo puedo perdonar", "nunca me lo voy a perdonar". */
const SELF_FORGIVING = new Set("puedo podre pude voy".split(" "));
const CLITICS = new Set("lo la los las le".split(" "));
function readForgivenMe(ws: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    if (ws[i] !== "me") {
      out.push(ws[i] ?? "");
      continue;
    }
    let k = i + 1;
    while (k < ws.length && k - i <= 4 && FORGIVE_BETWEEN.has(ws[k] ?? "")) k++;
    if (k >= ws.length || !FORGIVE.test(ws[k] ?? "")) {
      out.push("me");
      continue;
    }
    const between = ws.slice(i + 1, k);
    if (between.some((w) => SELF_FORGIVING.has(w))) out.push(...between.filter((w) => !CLITICS.has(w)), "perdonarme");
    else out.push("me", "perdone");
    i = k;
  }
  return out;
}

const words = (s: string) =>
  personForms(dropDyingOf(dropCostsWork(readForgivenMe(readKeptTime(readGodNames(readMadreIdioms(rawWords(s))))))));

/**
 * How a word sounds, for misspellings that keep the sound: "ancieda" and "ansiedad", "deprecion" and
 * "depresion", "tristesa" and "tristeza", "soledá" and "soledad" (s/z/c, b/v, ll/y, a silent h, a
 * dropped final d). Words of fewer than five letters are left as written.
 */
export function sound(w: string): string {
  // Short words are left as written: "vi" and "vih" must not meet.
  if (w.length < 5) return w;
  let s = w
    .replace(/ch/g, "\u0001")
    .replace(/h/g, "")
    .replace(/\u0001/g, "ch")
    .replace(/z/g, "s")
    .replace(/c(?=[ei])/g, "s")
    .replace(/v/g, "b")
    .replace(/ll/g, "y");
  if (s.length > 4) s = s.replace(/d$/, "");
  return s;
}

function compile(): Compiled {
  const data = schema.parse(meaningData);
  const weights = new Map<string, number>();
  const byFirst = new Map<string, Term[]>();
  const byPrefix3 = new Map<string, Term[]>();
  const bySound = new Map<string, Term[]>();
  const bySoundPrefix = new Map<string, Term[]>();
  const push = (m: Map<string, Term[]>, k: string, t: Term) => {
    const list = m.get(k);
    if (list) list.push(t);
    else m.set(k, [t]);
  };
  for (const [concept, { weight, terms }] of Object.entries(data.concepts)) {
    weights.set(concept, weight);
    for (const raw of terms) {
      const prefix = raw.trim().endsWith("*");
      const ws = words(raw);
      const first = ws[0];
      if (first === undefined) continue;
      const sounds = ws.map((w, k) => (prefix && k === ws.length - 1 ? soundPrefix(w) : sound(w)));
      const term: Term = { concept, words: ws, sounds, prefix };
      if (prefix && ws.length === 1) {
        push(byPrefix3, first.slice(0, 3), term);
        if (first.length >= SOUND_PREFIX_MIN) push(bySoundPrefix, (sounds[0] ?? "").slice(0, 3), term);
      } else {
        push(byFirst, first, term);
        push(bySound, sounds[0] ?? "", term);
      }
    }
  }
  const order = new Map(SUBJECTS.map((s, i) => [s.id, i]));
  const signals: Compiled["signals"] = [];
  for (const [id, list] of Object.entries(data.signals)) {
    const subject = subjectById(id);
    if (!subject) throw new Error(`data/subjects/meaning.json: no subject "${id}"`);
    for (const sig of list) {
      const concepts = sig.split("+");
      for (const c of concepts)
        if (!weights.has(c)) throw new Error(`meaning.json: "${id}" uses unknown concept "${c}"`);
      signals.push({ subject, order: order.get(id) ?? 0, concepts });
    }
  }
  return { weights, byFirst, byPrefix3, bySound, bySoundPrefix, signals };
}

let compiled: Compiled | null = null;
const get = () => (compiled ??= compile());

function termAt(tw: string[], prefix: boolean, ws: string[], i: number): boolean {
  if (i + tw.length > ws.length) return false;
  for (let k = 0; k < tw.length; k++) {
    const w = tw[k] ?? "";
    const at = ws[i + k] ?? "";
    const last = k === tw.length - 1;
    if (last && prefix ? !at.startsWith(w) : at !== w) return false;
  }
  return true;
}

/** A prefix as it sounds: its last letter may still change sound with what follows ("padec*"). */
function soundPrefix(w: string): string {
  const s = sound(`${w}a`);
  return s.slice(0, -1);
}

/** The concepts a text speaks of: its words as written, or as they sound when misspelt. */
export function conceptsOf(text: string): ReadonlySet<string> {
  return findMeaning(text).concepts;
}

function readConcepts(text: string): { concepts: Set<string>; spans: Span[] } {
  const { byFirst, byPrefix3, bySound, bySoundPrefix, weights } = get();
  const told = words(text);
  // A feeling named in the infinitive matches as "me siento…"; the voice cue ("me siento") does not.
  const ws = told.map((w) => (w === INFINITIVE ? "me" : w));
  const voiceless = told.map((w, i) => (w === INFINITIVE || told[i - 1] === INFINITIVE ? "" : w));
  const ss = ws.map(sound);
  const ssVoiceless = voiceless.map(sound);
  const spans: Span[] = [];
  const add = (concept: string, start: number, length: number) => {
    // "No me quiero divorciar", "ya no me quiere hablar": a wish with a verb after it wants that verb;
    // the wish alone ("no me quiero", no self-love) is not what is told. Only a wish that opens with
    // "(ya) no": "dios no me quiere escuchar" and "nadie me quiere ayudar" still tell rejection and loneliness.
    const opensWithNo = ws[start] === "no" || (ws[start] === "ya" && ws[start + 1] === "no");
    if (opensWithNo && WANTS.has(ws[start + length - 1] ?? "") && INFINITIVE_END.test(ws[start + length] ?? "")) return;
    spans.push({ concept, start, end: start + length });
  };
  ws.forEach((w, i) => {
    for (const t of byFirst.get(w) ?? [])
      if (termAt(t.words, t.prefix, t.concept === "voz" ? voiceless : ws, i)) add(t.concept, i, t.words.length);
    for (const t of byPrefix3.get(w.slice(0, 3)) ?? []) if (w.startsWith(t.words[0] ?? "")) add(t.concept, i, 1);
    const s = ss[i] ?? "";
    for (const t of bySoundPrefix.get(s.slice(0, 3)) ?? [])
      if (!w.startsWith(t.words[0] ?? "") && s.startsWith(t.sounds[0] ?? "")) add(t.concept, i, 1);
    for (const t of bySound.get(s) ?? [])
      if (termAt(t.sounds, t.prefix, t.concept === "voz" ? ssVoiceless : ss, i)) add(t.concept, i, t.words.length);
  });
  const kept = unsubsumed(spans, weights, ws);
  return { concepts: new Set(kept.map((m) => m.concept)), spans: kept };
}

/**
 * How far apart the concepts of a signal were told, in words: in "mi mamá anda muy triste desde que
 * murió mi papá" the death is told beside the father, far from the mother, so of two signals alike
 * ("muerte+madre", "muerte+padre") the one told together is what happened.
 */
function spread(concepts: readonly string[], spans: readonly Span[], weights: Map<string, number>): number {
  const telling = concepts.filter((c) => (weights.get(c) ?? 0) > 0);
  let worst = 0;
  for (let i = 0; i < telling.length; i++)
    for (let j = i + 1; j < telling.length; j++) {
      let near = Infinity;
      for (const a of spans)
        if (a.concept === telling[i])
          for (const b of spans)
            if (b.concept === telling[j]) near = Math.min(near, Math.max(0, a.start - b.end, b.start - a.end));
      if (near !== Infinity) worst = Math.max(worst, near);
    }
  return worst;
}

/** A one-word prefix of at least this many letters is also read by how it sounds. */
const SOUND_PREFIX_MIN = 6;

/** Forms of "querer": a term ending in one, followed by a verb, is read as wanting that verb. */
const WANTS = new Set("quiero quieres quiere queremos quieren".split(" "));
const INFINITIVE_END = /^[a-zñ]{2,}(ar|er|ir)(me|te|se|nos|lo|la|le|los|las|les)?$/;

const WANTS_SELF = new Set(["quiero", "queremos"]);
/** "No quiero…", "no me quiero…", "no nos queremos…" from word k. */
const notWanting = (ws: string[], k: number) =>
  ws[k] === "no" &&
  (WANTS_SELF.has(ws[k + 1] ?? "") || (REFLEXIVE.has(ws[k + 1] ?? "") && WANTS_SELF.has(ws[k + 2] ?? "")));

/** Words that open a noun phrase: a term starting with one names who or what takes part. */
const PARTICIPANT_START = new Set(
  "el la los las lo mi mis tu tus su sus nuestro nuestra nuestros nuestras un una unos unas al del de a en".split(" "),
);

interface Span {
  concept: string;
  start: number;
  end: number;
}

/**
 * The words of a longer term say what a phrase inside it means when they add who does it: in "dios
 * me abandonó" the "me abandonó" of a divorce is God's abandonment, and in "dios ya no me quiere" the
 * "ya no me quiere" of a breakup is not a breakup. Such a phrase, lying inside a longer match of
 * another concept whose extra words name someone or something (another concept's match), is dropped.
 * A longer term that only adds a word ("ya no me habla" around "no me habla") changes nothing. A single
 * word or a noun phrase inside names a participant and stays ("grito a mis hijos" is anger and
 * children; "el pastor de mi iglesia" still speaks of a church). Cues (weight 0: who speaks, what is
 * asked) only frame, so they neither drop nor are dropped.
 */
function unsubsumed(spans: Span[], weights: Map<string, number>, ws: string[]): Span[] {
  const telling = (m: Span) => (weights.get(m.concept) ?? 0) > 0;
  const participant = (m: Span) => m.end - m.start < 2 || PARTICIPANT_START.has(ws[m.start] ?? "");
  const within = (inner: Span, from: number, to: number) => inner.start >= from && inner.end <= to;
  const namesAgent = (outer: Span, inner: Span) =>
    spans.some(
      (k) =>
        telling(k) &&
        k.concept !== inner.concept &&
        k.concept !== outer.concept &&
        (within(k, outer.start, inner.start) || within(k, inner.end, outer.end)),
    );
  // "No me quiero divorciar", "no queremos separarnos": a term that opens with the writer not wanting
  // something says what is not, so what another concept reads inside it (a divorce) is not told,
  // however short. ("No puedo dejar de tomar" tells the drinking: only a wish is negated.)
  const negated = (m: Span) =>
    spans.some(
      (n) => n.concept !== m.concept && telling(n) && n.start < m.start && n.end >= m.end && notWanting(ws, n.start),
    );
  return spans.filter(
    (m) =>
      !telling(m) ||
      (!negated(m) &&
        (participant(m) ||
          !spans.some(
            (n) =>
              n.concept !== m.concept &&
              telling(n) &&
              n.start <= m.start &&
              n.end >= m.end &&
              n.end - n.start > m.end - m.start &&
              namesAgent(n, m),
          ))),
  );
}

export interface Meaning {
  readonly matches: readonly MeaningMatch[];
  readonly concepts: ReadonlySet<string>;
}

// One answer asks the meaning of the same question up to four times (the screen, two kinds of
// evidence, the composer), each a full pass over meaning.json's terms; the last reading is kept so
// the pass runs once. It is shared, so it is typed read-only: a caller that wants to change it copies.
let last: { text: string; meaning: Meaning } | null = null;

/**
 * Subjects whose signals are fully present in the text, strongest first (a signal of more, and more
 * telling, concepts wins: "murió mi mamá" is the death of a mother before it is grief in general).
 */
export function findMeaning(text: string): Meaning {
  if (last?.text !== text) last = { text, meaning: readMeaning(text) };
  return last.meaning;
}

function readMeaning(text: string): Meaning {
  const { weights, signals } = get();
  const { concepts, spans } = readConcepts(text);
  const best = new Map<string, MeaningMatch & { order: number; spread: number }>();
  for (const s of signals) {
    if (!s.concepts.every((c) => concepts.has(c))) continue;
    const weight = s.concepts.reduce((sum, c) => sum + (weights.get(c) ?? 0), 0);
    if (weight <= 0) continue;
    const prev = best.get(s.subject.id);
    if (!prev || weight > prev.weight)
      best.set(s.subject.id, {
        subject: s.subject,
        weight,
        concepts: s.concepts,
        order: s.order,
        spread: spread(s.concepts, spans, weights),
      });
  }
  const matches = [...best.values()]
    .sort(
      (a, b) =>
        b.weight - a.weight || b.concepts.length - a.concepts.length || a.spread - b.spread || a.order - b.order,
    )
    .map(({ subject, weight, concepts: c }) => ({ subject, weight, concepts: c }));
  return { matches, concepts };
}
