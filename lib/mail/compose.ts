import "server-only";
// Turns a mail written as data (content/mail) into its two parts: plain text, read by every client,
// and a small HTML part with the same words. Everything that came from the content or from a person
// (names, addresses) is escaped here, once, so the texts stay plain Spanish.

/** A mail as the content files write it: paragraphs, an optional button-like link, a closing. */
export interface MailContent {
  subject: string;
  /** Greeting line, e.g. "Hola, Ana:". */
  greeting?: string;
  paragraphs: string[];
  /** The one thing the reader is asked to do, shown as a link (its address also printed in the text part). */
  action?: { label: string; url: string };
  /** Paragraphs after the action (e.g. "Si no lo pediste, ignora este correo."). */
  after?: string[];
  signature?: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function composeMail(content: MailContent): ComposedMail {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.after ?? []));
  if (content.signature) blocks.push(content.signature);
  const text = `${blocks.join("\n\n")}\n`;

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;
  const html: string[] = [];
  if (content.greeting) html.push(p(content.greeting));
  html.push(...content.paragraphs.map(p));
  if (content.action) {
    const href = escapeHtml(content.action.url);
    html.push(
      `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#7c4a1e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.action.url)}</p>`,
    );
  }
  html.push(...(content.after ?? []).map(p));
  if (content.signature) html.push(p(content.signature));
  const body = `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#222;max-width:560px;margin:0 auto;padding:24px">${html.join("")}</body></html>`;
  return { subject: content.subject, text, html: body };
}
