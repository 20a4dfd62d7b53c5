import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// Falling again after a time clean is a relapse: 'tenía 6 meses limpio y volví a caer, me siento un
// fracasado' was answered as low self-esteem (Salmos 139:13-16), with the sobriety anniversary close
// behind. Now 'siete veces cae el justo, y se torna á levantar' (Proverbios 24:16), 'aunque caí, he de
// levantarme' (Miqueas 7:8). An addiction told as a struggle is still the addiction.

withBuiltinAnswererDb();

const refs = async (q: string) => (await answerChecked(q)).citations.map((c) => c.reference);

describe("a relapse", () => {
  it("after months clean", async () => {
    const r = await refs("tenia 6 meses limpio y volvi a caer, me siento un fracasado");
    expect(r.slice(0, 2)).toEqual(["Proverbios 24:16", "Miqueas 7:8"]);
  });

  it("an addiction told as a struggle is the addiction", async () => {
    expect((await refs("no puedo dejar de tomar, ya lo intente muchas veces y siempre recaigo"))[0]).toBe(
      "1 Corintios 10:13",
    );
  });
});
