import { describe, expect, it } from "vitest";
import { VERSES } from "../../content/verses.ts";
import { readBooks } from "../../lib/scripture/bible-loader.ts";
import { withTestDb } from "../support/test-db.ts";

// The share card quotes Scripture: every verse must be the RV1909 text, word for word, as the
// Bible loaded into the database holds it.

const testDb = withTestDb({ bible: true });

function verseId(referencia: string): number {
  const m = /^(.+) (\d+):(\d+)$/.exec(referencia);
  if (!m) throw new Error(`Bad reference: ${referencia}`);
  const book = readBooks().find((b) => b.name === m[1]);
  if (!book) throw new Error(`Unknown book in ${referencia}`);
  return book.order * 1_000_000 + Number(m[2]) * 1_000 + Number(m[3]);
}

describe("share-card verses", () => {
  it("has exactly 13 distinct verses", () => {
    expect(VERSES).toHaveLength(13);
    expect(new Set(VERSES.map((v) => v.referencia)).size).toBe(13);
  });

  it.each(VERSES.map((v) => [v.referencia, v.texto]))("%s is the RV1909 text", async (referencia, texto) => {
    const rows = await testDb.db.raw.query<{ text: string }>("SELECT text FROM verses WHERE id = $1", [
      verseId(referencia),
    ]);
    expect(rows[0]?.text).toBe(texto);
  });
});
