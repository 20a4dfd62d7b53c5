import { describe, expect, it } from "vitest";
import { signupHref } from "../../components/landing/footer-signup-form.tsx";
import { otherIndex, shareText } from "../../components/landing/verse-share.ts";
import { VERSES } from "../../content/verses.ts";
import { EXAMPLE_SCENARIOS, REAL_TESTIMONIALS } from "../../content/testimonials.ts";

describe("footer sign-up link", () => {
  it("carries the typed e-mail, encoded, in sign-up mode", () => {
    expect(signupHref(" ana+fe@example.com ")).toBe("/login?isSignUp=true&email=ana%2Bfe%40example.com");
  });
  it("still goes to sign-up without an e-mail", () => {
    expect(signupHref("")).toBe("/login?isSignUp=true");
    expect(signupHref("   ")).toBe("/login?isSignUp=true");
  });
});

describe("verse card helpers", () => {
  it("'Nuevo Mensaje' always draws a different index, covering all the others", () => {
    for (let current = 0; current < 13; current++) {
      const seen = new Set<number>();
      for (let k = 0; k < 12; k++) seen.add(otherIndex(current, 13, () => k / 12));
      expect(seen.has(current)).toBe(false);
      expect(seen.size).toBe(12);
    }
    expect(otherIndex(0, 1)).toBe(0);
  });
  it("shares the verse word for word with its reference", () => {
    const text = shareText(VERSES[0], "Berea");
    expect(text).toContain(VERSES[0].texto);
    expect(text).toContain(VERSES[0].referencia);
  });
});

describe("testimonials content", () => {
  it("real testimonials each record the person's consent date; examples name no one", () => {
    for (const t of REAL_TESTIMONIALS) expect(t.consentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const s of EXAMPLE_SCENARIOS) expect(s.persona).toMatch(/^Para /);
  });
});
