import { describe, expect, it } from "vitest";
import { pickSuggestions, SUGGESTION_COUNT } from "../../lib/chat/suggestions.ts";
import { GENERAL_SUGGESTIONS } from "../../lib/chat/suggestion-topics.ts";

describe("pickSuggestions", () => {
  it("offers the general starter questions to a user with no history", () => {
    expect(pickSuggestions([]).map((s) => s.text)).toEqual(GENERAL_SUGGESTIONS.slice(0, SUGGESTION_COUNT));
  });

  it("follows the topics of recent questions, without accents or capitals mattering", () => {
    const texts = pickSuggestions(["TENGO MUCHA ANSIEDAD", "¿cómo perdonar a mi hermano?"]).map((s) => s.text);
    expect(texts).toHaveLength(SUGGESTION_COUNT);
    // The newest question leads, the older topic still gets a place.
    expect(texts[0]).toMatch(/ansiedad/i);
    expect(texts.some((t) => /perd/i.test(t))).toBe(true);
  });

  it("never suggests what the user already asked, nor the same question twice", () => {
    const asked = "¿Qué dice Filipenses 4:6-7 sobre la ansiedad?";
    const texts = pickSuggestions([asked.toUpperCase(), "estoy preocupado"]).map((s) => s.text);
    expect(texts).not.toContain(asked);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("does not mistake a word that merely contains a stem for the topic", () => {
    // "fe" is only the whole word; "café" must not pull in the faith questions.
    const texts = pickSuggestions(["me gusta el cafe"]).map((s) => s.text);
    expect(texts).toEqual(GENERAL_SUGGESTIONS.slice(0, SUGGESTION_COUNT));
  });
});
