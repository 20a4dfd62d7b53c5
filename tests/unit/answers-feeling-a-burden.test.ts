import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Feeling a burden to others is a warning sign of its own: it got the answer on self-worth (Salmos
// 139, 1 Samuel 16:7). It is answered for what it is (Gálatas 6:2, Isaías 46:4), and the caring word
// names the Línea de la Vida should the thought go further — without the crisis reply.

withBuiltinAnswererDb();

describe("feeling a burden to others", () => {
  it.each(["soy una carga para todos", "me siento un estorbo para mi familia desde que me enfermé"])(
    "%s",
    async (q) => {
      const a = await answerChecked(q);
      const refs = a.citations.map((c) => c.reference);
      expect(refs.slice(0, 2)).toEqual(["Gálatas 6:2", "Isaías 46:4"]);
      expect(a.text).toMatch(/Línea de la Vida, 800 911 2000/);
      expect(a.text.replace("800 911 2000", "")).not.toMatch(/\b911\b/);
    },
  );
});
