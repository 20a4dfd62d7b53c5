import "server-only";
import { randomInt } from "node:crypto";
import { VERSES } from "@/content/verses.ts";
import { LANDSCAPES } from "./landscapes.ts";

/** The verse and landscape a visit starts with, drawn on the server so the HTML already holds them. */
export function drawCardStart(): { verse: number; landscape: number } {
  return { verse: randomInt(VERSES.length), landscape: randomInt(LANDSCAPES.length) };
}
