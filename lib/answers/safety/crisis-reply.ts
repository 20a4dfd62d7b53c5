import "server-only";
import {
  CRISIS_CLOSING,
  CRISIS_FOR_OTHER,
  CRISIS_LEVERAGE,
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
  return CRISIS_OPENING[mainKind(signal)];
}

function safetyPlan(signal: CrisisSignal): string {
  if (signal.minor) return signal.kinds.includes("abuse") ? SAFETY_PLAN.minorAbuse : SAFETY_PLAN.minor;
  return signal.kinds.includes("abuse") ? SAFETY_PLAN.abuse : SAFETY_PLAN.other;
}

// Abuse is named first because it decides where to call; then suicide, then self-harm.
function mainKind(signal: CrisisSignal): "abuse" | "suicide" | "selfHarm" {
  if (signal.kinds.includes("abuse")) return "abuse";
  return signal.kinds.includes("suicide") ? "suicide" : "selfHarm";
}

// For a helper: what to do for the one in danger, with the same numbers.
function forOther(signal: CrisisSignal): string[] {
  const kind = mainKind(signal);
  const t = CRISIS_FOR_OTHER;
  const lines: string[] = [kind === "abuse" ? t.lines.dangerAbuse : t.lines.dangerSelf, t.lines.linea];
  if (signal.minor) lines.push(t.lines.minor);
  return [t.opening[kind], "", lines.join("\n"), "", t.plan[kind]];
}

/** The Markdown reply; `quotes` are formatted passages already taken from the database. */
export function crisisReply(signal: CrisisSignal, quotes: string[]): string {
  const parts = signal.other
    ? forOther(signal)
    : [
        opening(signal),
        ...(signal.leverage ? ["", CRISIS_LEVERAGE] : []),
        "",
        helpLines(signal),
        "",
        safetyPlan(signal),
      ];
  if (quotes.length) parts.push("", CRISIS_VERSES_INTRO, "", quotes.join("\n\n"));
  parts.push("", signal.other ? CRISIS_FOR_OTHER.closing : CRISIS_CLOSING);
  return parts.join("\n");
}
