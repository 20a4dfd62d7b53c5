import "server-only";
import {
  CRISIS_CLOSING,
  CRISIS_OPENING,
  CRISIS_VERSES_INTRO,
  HELP_LINES_ADULT,
  HELP_LINES_MINOR,
  SAFETY_PLAN,
} from "../../../content/crisis-reply.ts";
import type { CrisisSignal } from "./crisis.ts";

// The caring reply to a crisis, put together from content/crisis-reply.ts by what was told and who
// wrote. The verses are quoted from the database by the caller; the reply stands on its own if that
// lookup fails.

export function crisisPassageRefs(signal: CrisisSignal): string[] {
  if (signal.kinds.includes("abuse")) return ["Salmos 9:9", "Salmos 34:18"];
  return ["Salmos 34:18", "Mateo 11:28"];
}

function helpLines(signal: CrisisSignal): string {
  if (!signal.minor) return HELP_LINES_ADULT;
  const danger = signal.kinds.includes("abuse") ? HELP_LINES_MINOR.dangerAbuse : HELP_LINES_MINOR.dangerSelf;
  return [danger, HELP_LINES_MINOR.rest].join("\n");
}

function opening(signal: CrisisSignal): string {
  if (signal.kinds.includes("abuse")) return CRISIS_OPENING.abuse;
  if (signal.kinds.includes("suicide")) return CRISIS_OPENING.suicide;
  return CRISIS_OPENING.selfHarm;
}

function safetyPlan(signal: CrisisSignal): string {
  if (signal.minor) return signal.kinds.includes("abuse") ? SAFETY_PLAN.minorAbuse : SAFETY_PLAN.minor;
  return signal.kinds.includes("abuse") ? SAFETY_PLAN.abuse : SAFETY_PLAN.other;
}

/** The Markdown reply; `quotes` are formatted passages already taken from the database. */
export function crisisReply(signal: CrisisSignal, quotes: string[]): string {
  const parts = [opening(signal), "", helpLines(signal), "", safetyPlan(signal)];
  if (quotes.length) parts.push("", CRISIS_VERSES_INTRO, "", quotes.join("\n\n"));
  parts.push("", CRISIS_CLOSING);
  return parts.join("\n");
}
