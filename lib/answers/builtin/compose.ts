import "server-only";
import {
  AMBIGUOUS_QUESTION,
  DEUTEROCANONICAL_ANSWER,
  DEUTEROCANONICAL_INVITATION,
  DEUTEROCANONICAL_NOTES,
} from "../../../content/reference-answers.ts";
import {
  FIGURE,
  GREETINGS,
  LIST,
  LOOKUP,
  NOTHING_FOUND,
  NOTHING_FOUND_SUGGESTING,
  SEARCH,
  STORY,
  THEME,
  TOPIC,
  VERSE,
} from "../../../content/answer-phrases.ts";
import { PRODUCT_NAME } from "../../product.ts";
import type { DeuterocanonicalReference, ParsedReference } from "../../scripture/index.ts";
import type { Figure } from "../../../content/figures.ts";
import type { Greeting } from "./intents.ts";
import { joinQuotes, type Quoted } from "./quotes.ts";
import type { Theme } from "./themes.ts";

// The built-in answerer's Markdown: a short introduction, the passages as blockquotes with their
// references, a brief reflection and an invitation to keep studying. Pure functions of their inputs;
// the sentences themselves are content/answer-phrases.ts.

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

export function greetingAnswer(kind: Greeting): string {
  return fill(GREETINGS[kind], { product: PRODUCT_NAME });
}

/** `asked`: questions about how a name was read; they take the place of the closing invitation. */
export function lookupAnswer(
  parts: { quoted: Quoted; note?: string }[],
  missing: string[],
  context?: string,
  asked: string[] = [],
): string {
  const out: string[] = [];
  if (parts.length === 1) {
    out.push(fill(LOOKUP.introOne, { reference: parts[0].quoted.reference }));
  } else if (parts.length > 1) {
    out.push(LOOKUP.introMany);
  }
  for (const { quoted, note } of parts) {
    out.push("", quoted.markdown);
    if (note) out.push("", note);
    if (quoted.total) {
      out.push("", fill(LOOKUP.shortened, { total: quoted.total }));
    }
  }
  for (const m of missing) out.push("", m);
  if (parts.length && asked.length) {
    for (const q of asked) out.push("", q);
  } else if (parts.length) {
    out.push("", context ? fill(LOOKUP.inviteContext, { context }) : LOOKUP.invite);
  } else {
    out.push("", LOOKUP.nothing);
  }
  return out.join("\n");
}

export function figureAnswer(f: Figure, quotes: Quoted[]): string {
  const out = [`### ${f.title}`, "", f.summary];
  if (quotes.length)
    out.push("", f.kind === "event" ? FIGURE.eventQuotes : FIGURE.personQuotes, "", joinQuotes(quotes));
  out.push(
    "",
    fill(FIGURE.readMore, { readMore: f.readMore }),
    "",
    f.kind === "event" ? FIGURE.eventInvite : fill(FIGURE.personInvite, { title: f.title }),
  );
  return out.join("\n");
}

export function themeAnswer(t: Theme, quotes: Quoted[], personal: boolean): string {
  const out: string[] = [];
  const occasion = t.kind === "occasion";
  if (personal) {
    out.push(t.comfort, "", occasion ? THEME.occasionIntro : THEME.personalIntro);
  } else {
    out.push(fill(THEME.aboutIntro, { name: t.name }));
  }
  out.push("", joinQuotes(quotes), "", t.reflection);
  if (personal) {
    out.push("", fill(THEME.prayer, { prayer: t.prayer }), "", occasion ? THEME.occasionInvite : THEME.personalInvite);
  } else {
    out.push("", THEME.aboutInvite);
  }
  return out.join("\n");
}

const PROPER =
  /^(Dios|Jesús|Jesucristo|Cristo|Espíritu|María|Abraham|Moisés|David|José|Job|Jonás|Daniel|Rut|Ester|Navidad|Semana|Satanás|Pedro|Pablo)\b/;

/**
 * "Miedo y temor" → "miedo y temor" inside a sentence; names of people and of God keep their capital, and
 * so does any person or place of the index ("sobre **Judas**", not "**judas**").
 */
export function inSentence(topicName: string, kind?: string): string {
  if (kind === "person" || kind === "place" || PROPER.test(topicName)) return topicName;
  return topicName.charAt(0).toLowerCase() + topicName.slice(1);
}

/** "Where does it say …?": the verses that say it, best first. */
export function verseAnswer(quotes: Quoted[], opts: { exact: boolean; reworded: boolean; chapter?: string }): string {
  const out: string[] = [];
  if (!quotes.length) {
    return VERSE.notFound;
  }
  if (!opts.exact) {
    out.push(VERSE.closest);
  } else if (quotes.length === 1) {
    out.push(fill(VERSE.one, { reference: quotes[0].reference }));
  } else {
    out.push(VERSE.many);
  }
  out.push("", joinQuotes(quotes));
  if (opts.exact && opts.reworded) {
    out.push("", VERSE.reworded);
  }
  out.push(
    "",
    !opts.exact ? VERSE.tryAgain : opts.chapter ? fill(VERSE.inviteChapter, { chapter: opts.chapter }) : VERSE.invite,
  );
  return out.join("\n");
}

/** A story or event: told briefly, its narrative quoted (shortened), and where to read the rest. */
export function storyAnswer(s: { name: string; summary?: string }, quote: Quoted | null, readMore?: string): string {
  const out = [`### ${s.name}`];
  if (s.summary) out.push("", s.summary);
  if (quote) out.push("", STORY.quoteIntro, "", quote.markdown);
  if (readMore) out.push("", fill(STORY.readMore, { readMore }));
  out.push("", STORY.invite);
  return out.join("\n");
}

/** A list scattered over more passages than this is read by its items' own references. */
const READ_ALL_MAX = 10;

/** A list: every item named with where the text says it, then the passage itself. */
export function listAnswer(
  s: { name: string; summary?: string },
  items: { label: string; ref: string }[],
  quotes: Quoted[],
  /** The verse that names the whole list (Apocalipsis 1:11), quoted before the items. */
  lead?: Quoted,
  /** Every passage that holds one of the items, in the order the list runs: where to read it all. */
  readAll: string[] = [],
): string {
  const out = [`### ${s.name}`];
  if (s.summary) out.push("", s.summary);
  if (lead) out.push("", lead.markdown);
  // Scattered over several passages, some holding more than one item (the plagues, the seven churches),
  // where to read the list comes first, in the order it runs, as one line.
  if (readAll.length > 1 && readAll.length <= READ_ALL_MAX && readAll.length < items.length) {
    out.push("", fill(LIST.readAll, { refs: `${readAll.slice(0, -1).join(", ")} y ${readAll.at(-1)}` }));
  }
  out.push("", ...items.map((it, i) => `${i + 1}. **${it.label}** (${it.ref})`));
  if (quotes.length) out.push("", LIST.quoteIntro, "", joinQuotes(quotes));
  out.push("", LIST.invite);
  return out.join("\n");
}

/** A person, place or topic of the subject index: its introduction, when it has one, and its passages. */
export function subjectAnswer(
  s: { name: string; kind?: string; phrase?: string; summary?: string },
  quotes: Quoted[],
  forSomeone: boolean,
): string {
  const about = s.phrase?.trim() || inSentence(s.name, s.kind);
  const out = [fill(forSomeone ? TOPIC.forSomeoneIntro : TOPIC.intro, { about })];
  if (s.summary) out.push("", s.summary);
  out.push("", joinQuotes(quotes), "", TOPIC.reflection, "", TOPIC.invite);
  return out.join("\n");
}

/** Nothing fits well enough: say so, and offer the closest subjects as something to ask instead. */
export function nothingFoundAnswer(suggestions: string[]): string {
  if (!suggestions.length) return NOTHING_FOUND;
  const list = suggestions.map((s) => `*${s}*`);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(", ")} o ${list.at(-1)}` : list[0];
  return fill(NOTHING_FOUND_SUGGESTING, { suggestions: joined });
}

export function searchAnswer(quotes: Quoted[]): string {
  return [SEARCH.intro, "", joinQuotes(quotes), "", SEARCH.closing].join("\n");
}

/** "¿O te referías a Marcos 3:1 o a Malaquías 3:1?" after the likeliest reading, or null when there is none to ask. */
export function ambiguityQuestion(ref: ParsedReference): string | null {
  if (!ref.alternatives?.length) return null;
  const others = ref.alternatives.map((a) => `**${a}**`);
  const list = others.length === 1 ? others[0] : `${others.slice(0, -1).join(", ")} o ${others[others.length - 1]}`;
  return fill(AMBIGUOUS_QUESTION, { raw: ref.raw, canonical: ref.canonical, others: list });
}

/** Says kindly that the Reina-Valera 1909 does not include the book asked for. */
export function deuterocanonicalAnswer(refs: DeuterocanonicalReference[]): string {
  const first = refs[0];
  const out = [fill(DEUTEROCANONICAL_ANSWER, { name: first.name, written: first.raw })];
  const note = DEUTEROCANONICAL_NOTES[first.osis];
  if (note) out.push("", note);
  out.push("", DEUTEROCANONICAL_INVITATION);
  return out.join("\n");
}
