import { describe, expect, it } from "vitest";
import { BOOK_INTROS } from "@/content/book-intros";
import { emphasisParts } from "@/lib/scripture/reader/emphasis";

describe("a book introduction on the reader", () => {
  it("shows a phrase stressed with asterisks as emphasis, without the asterisks", () => {
    const parts = emphasisParts(BOOK_INTROS.John.summary);
    expect(parts.map((p) => p.text).join("")).not.toContain("*");
    expect(parts.filter((p) => p.emphasis).map((p) => p.text)).toEqual(["Yo soy"]);
    expect(parts.map((p) => p.text).join("")).toContain("que comienzan con Yo soy, y dedica");
  });

  it("leaves text without asterisks as one plain part, and a lone asterisk as written", () => {
    expect(emphasisParts("Un libro de sabiduría.")).toEqual([{ text: "Un libro de sabiduría.", emphasis: false }]);
    expect(emphasisParts("5 * 3")).toEqual([{ text: "5 * 3", emphasis: false }]);
  });

  it("no introduction keeps an asterisk once its emphasis is read", () => {
    for (const [osis, intro] of Object.entries(BOOK_INTROS))
      expect(
        emphasisParts(intro.summary)
          .map((p) => p.text)
          .join(""),
        osis,
      ).not.toContain("*");
  });
});
