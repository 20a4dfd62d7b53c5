import { describe, expect, it } from "vitest";
import { answerChecked, withBuiltinAnswererDb } from "../support/builtin-answerer.ts";

// A second need told beside the first brings forward the passages the first subject shares with it
// (the corroboration of 8b31b6c), so those passages must be among the subject's own: sleeplessness
// told with anxiety now brings 'echando toda vuestra solicitud en él' (1 Pedro 5:7) and 'no os
// congojéis por el día de mañana' (Mateo 6:34); a family quarrel told with rage brings 'tardo para
// airarse' (Santiago 1:19-20) and 'airaos, y no pequéis' (Efesios 4:26-27). Told alone, each keeps its
// first passages. Also: what to read at a funeral ('me toca leer') is the funeral's readings, and old
// age told with feeling useless is old age (Isaías 46:4), not low self-esteem in general.

withBuiltinAnswererDb();

const refs = async (q: string) => (await answerChecked(q)).citations.map((c) => c.reference);

describe("a second need lifts what the first shares with it", () => {
  it("sleeplessness told with anxiety", async () => {
    const r = await refs("tengo mucha ansiedad, no puedo dormir pensando en todo lo que puede salir mal");
    expect(r[0]).toBe("Salmos 4:8");
    expect(r).toContain("1 Pedro 5:7");
    expect(r).toContain("Mateo 6:34");
  });

  it("sleeplessness alone keeps its passages", async () => {
    expect(await refs("no puedo dormir, ya van varias noches asi")).toEqual([
      "Salmos 4:8",
      "Salmos 127:2",
      "Filipenses 4:6-7",
      "Proverbios 3:24",
      "Salmos 3:5",
    ]);
  });

  it("a family quarrel told with rage", async () => {
    const r = await refs("traigo mucho coraje contra mi hermano por lo de la herencia de mi papa, siento que exploto");
    expect(r).toContain("Santiago 1:19-20");
  });

  it("what to read at a funeral", async () => {
    expect((await refs("mañana es el funeral de mi tio y me toca leer"))[0]).toBe("Juan 11:25-26");
  });

  it("old age told with feeling useless", async () => {
    expect((await refs("tengo 70 años y me siento inutil, ya nadie me necesita"))[0]).toBe("Isaías 46:4");
  });
});
