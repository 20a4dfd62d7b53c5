#!/usr/bin/env node
// Export Nave's Topical Bible (SWORD module "Nave", Debian package sword-dict-naves) to
// data/naves/entries.json: every entry with its headings and OSIS references exactly as the module
// has them (KJV versification, English headings). Mapping to this Bible's numbering and Spanish
// names happen later (scripts/build-subjects.ts), so this file stays a faithful copy of the source.
//
// Needs (only to regenerate; the output is committed):
//   apt-get install -y sword-dict-naves libsword-utils   # mod2imp
// Usage: node scripts/export-naves.mjs [--imp FILE]   (FILE: a saved `mod2imp Nave` dump)
//
// An entry looks like
//   $$$ABIGAIL
//   <entryFree n="ABIGAIL"> <def> <lb/>1. Nabal's wife <list> <item>Her wisdom … <ref osisRef="1Sam.25">1Sa 25</ref>
//   …</item> </list> <lb/>2. Sister of David … <ref osisRef="2Sam.17.25">2Sa 17:25</ref></def> </entryFree>
// i.e. <lb/> starts a heading line, <item> a sub-heading under it, <ref osisRef> a Bible reference
// and <ref target="Nave:X"> a cross-reference ("See X").

import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = join(ROOT, "data", "naves");

const args = process.argv.slice(2);
const impAt = args.indexOf("--imp");
const imp =
  impAt >= 0
    ? readFileSync(args[impAt + 1], "utf8")
    : execFileSync("mod2imp", ["Nave"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

const decode = (s) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");

const clean = (s) =>
  decode(s)
    .replace(/→/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:.-]+|[\s,;:-]+$/g, "")
    .trim();

/** Splits one entry's markup into sections: a heading path and the references under it. */
function parseEntry(body) {
  const sections = [];
  const see = [];
  let top = { heading: "", refs: [], see: [] };
  let item = null;
  let text = "";
  let inRef = false;
  const flushText = () => {
    const t = clean(text);
    text = "";
    if (!t) return;
    const target = item ?? top;
    // Text after the first reference of a line is punctuation or a verse number list; the heading
    // is the text before it.
    if (!target.refs.length && !target.see.length) target.heading = clean(`${target.heading} ${t}`);
  };
  const close = (s, parent) => {
    if (!s) return;
    if (s.refs.length || s.see.length)
      sections.push({ path: parent ? [parent, s.heading] : [s.heading], refs: s.refs, see: s.see });
  };
  for (const m of body.matchAll(/<[^>]+>|[^<]+/g)) {
    const tok = m[0];
    if (!tok.startsWith("<")) {
      if (!inRef) text += tok;
      continue;
    }
    const name = /^<\/?([A-Za-z]+)/.exec(tok)?.[1];
    if (name === "ref" && !tok.startsWith("</")) {
      flushText();
      inRef = true;
      const target = item ?? top;
      const osis = /osisRef="([^"]+)"/.exec(tok)?.[1];
      const nave = /target="Nave:([^"]+)"/.exec(tok)?.[1];
      if (osis) target.refs.push(osis);
      if (nave) {
        target.see.push(decode(nave));
        see.push(decode(nave));
      }
    } else if (name === "ref") {
      inRef = false;
    } else if (name === "lb") {
      flushText();
      close(item, top.heading);
      item = null;
      close(top);
      top = { heading: "", refs: [], see: [] };
    } else if (name === "item" && !tok.startsWith("</")) {
      flushText();
      close(item, top.heading);
      item = { heading: "", refs: [], see: [] };
    } else if (name === "item") {
      flushText();
      close(item, top.heading);
      item = null;
    } else {
      flushText();
    }
  }
  flushText();
  close(item, top.heading);
  close(top);
  return { sections, see: [...new Set(see)] };
}

const entries = [];
for (const chunk of imp.split(/^\$\$\$/m).slice(1)) {
  const nl = chunk.indexOf("\n");
  const name = chunk.slice(0, nl).trim();
  const body = chunk.slice(nl + 1);
  const { sections, see } = parseEntry(body);
  entries.push({ name, sections, see });
}

mkdirSync(OUT_DIR, { recursive: true });
const lines = entries.map((e) => JSON.stringify(e));
writeFileSync(join(OUT_DIR, "entries.json"), `[\n${lines.join(",\n")}\n]\n`);

const refs = entries.reduce((n, e) => n + e.sections.reduce((k, s) => k + s.refs.length, 0), 0);
const seeOnly = entries.filter((e) => e.sections.every((s) => s.refs.length === 0)).length;
console.log(`${entries.length} entries, ${refs} references, ${seeOnly} entries with cross-references only`);
