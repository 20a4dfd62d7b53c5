// The share image of a passage (1200×630, the verse card laid out as a landscape), drawn by next/og
// on the server. Plain elements and inline styles only: that is what next/og (Satori) reads.

export const VERSE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Only characters the bundled Latin font has: anything else (an emoji, another script) would make
 * next/og fetch a font from the network, which fails offline.
 */
export function drawableText(text: string): string {
  return text
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u2010-\u2027\u2030-\u205e\u20ac]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Long passages get a smaller type and, past what fits, an ellipsis. */
export function fitPassage(text: string): { text: string; fontSize: number } {
  const clean = drawableText(text);
  const max = 520;
  const clipped = clean.length > max ? `${clean.slice(0, clean.lastIndexOf(" ", max - 1))}…` : clean;
  const fontSize = clipped.length < 120 ? 50 : clipped.length < 220 ? 42 : clipped.length < 360 ? 34 : 28;
  return { text: clipped, fontSize };
}

export function VerseImageCard({
  reference,
  text,
  productName,
}: {
  reference: string;
  text: string;
  productName: string;
}) {
  const passage = fitPassage(text);
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 80px",
        color: "#ffffff",
        fontFamily: "Lora",
        backgroundColor: "#2d3f55",
        backgroundImage:
          "linear-gradient(180deg, rgba(20,28,40,0.35) 0%, rgba(20,28,40,0.55) 100%), linear-gradient(160deg, #f6c77a 0%, #d9825b 38%, #7a5a8c 70%, #2d3f55 100%)",
      }}
    >
      <div style={{ display: "flex", fontSize: 26, letterSpacing: 4, textTransform: "uppercase", opacity: 0.9 }}>
        {drawableText(productName)}
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: passage.fontSize, lineHeight: 1.35 }}>«{passage.text}»</div>
        <div style={{ display: "flex", marginTop: 28, fontSize: 36, fontWeight: 700 }}>{drawableText(reference)}</div>
      </div>
      <div style={{ display: "flex", fontSize: 24, opacity: 0.85 }}>Reina-Valera 1909</div>
    </div>
  );
}
