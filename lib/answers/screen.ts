import "server-only";
import { findMeaning, findReferences } from "../scripture/index.ts";
import { findFigure } from "./builtin/intents.ts";
import { crisisPassageRefs, crisisReply } from "./safety/crisis-reply.ts";
import { detectCrisis } from "./safety/crisis.ts";
import { isRoleChangeAttempt, ROLE_REPLY } from "./safety/injection.ts";
import { isEnglish, toSpanishSearchText } from "./safety/language.ts";
import { isOffTopic, OFF_TOPIC_REPLY } from "./safety/off-topic.ts";
import { findSaying, sayingReply } from "./safety/sayings.ts";
import { withoutFigures } from "./safety/figurative.ts";
import { quoteRefs } from "./builtin/quotes.ts";
import { ABUSE_PAST_NOTE, SUICIDE_SUBJECT_NOTE } from "../../content/crisis-reply.ts";

// Runs before either answerer. Crisis, role-change attempts, sayings presented as verses and
// off-topic requests get a fixed reply, whatever answerer is configured; everything else goes on,
// with English questions also rendered in Spanish for the Scripture search.

export type Screened =
  | { kind: "reply"; reason: "crisis" | "role" | "saying" | "off_topic"; text: string }
  | {
      kind: "answer";
      question: string;
      searchText: string;
      english: boolean;
      /** Care the answer must end with, whatever answerer writes it (suicide named as a subject). */
      careNote?: string;
    };

async function quotesOrNone(refs: string[]): Promise<string[]> {
  try {
    return (await quoteRefs(refs)).map((q) => q.markdown);
  } catch (err) {
    // A crisis reply must go out even if the database is down; it simply has no verses then.
    console.error("[answers] could not load passages for a fixed reply", err);
    return [];
  }
}

export async function screenMessage(text: string): Promise<Screened> {
  const crisis = detectCrisis(text);
  if (crisis?.subjectOnly || crisis?.past) {
    const screened = await screenQuestion(text);
    const careNote = crisis.past ? ABUSE_PAST_NOTE : SUICIDE_SUBJECT_NOTE;
    if (screened.kind === "answer") return { ...screened, careNote };
    // A past wound that finds no answer still gets the caring reply, never "ask me about the Bible".
    if (!crisis.past) return screened;
  }
  if (crisis)
    return {
      kind: "reply",
      reason: "crisis",
      text: crisisReply(crisis, await quotesOrNone(crisisPassageRefs(crisis))),
    };

  return screenQuestion(text);
}

/**
 * Someone telling of a feeling or a need of their own ("soy adicto al celular", "no me alcanza para la
 * renta") is on topic whatever else they name: the meaning layer recognises the need, and the answer
 * is a caring one, not "ask me about the Bible".
 */
function toldNeed(text: string): boolean {
  const { matches, concepts } = findMeaning(text);
  return concepts.has("voz") && matches.some((m) => m.subject.kind === "feeling");
}

async function screenQuestion(text: string): Promise<Screened> {
  if (isRoleChangeAttempt(text)) return { kind: "reply", reason: "role", text: ROLE_REPLY };

  const saying = findSaying(text);
  if (saying) return { kind: "reply", reason: "saying", text: sayingReply(saying, await quotesOrNone(saying.related)) };

  const english = isEnglish(text);
  // Crisis has been screened out: a death word left is a figure of speech ("me muero de risa").
  const searchText = withoutFigures(english ? toSpanishSearchText(text) : text);
  if (
    isOffTopic(searchText) &&
    !findReferences(searchText).length &&
    !findFigure(searchText) &&
    !toldNeed(searchText)
  ) {
    return { kind: "reply", reason: "off_topic", text: OFF_TOPIC_REPLY };
  }
  return { kind: "answer", question: text, searchText, english };
}
