// `npm run generate:book-patterns`: writes data/bcv-es/book-patterns.json from the Spanish book-name
// grammar of bible-passage-reference-parser (openbibleinfo, MIT; a devDependency, never loaded at run
// time). We take only its data, one regular expression per book, folded to lower case without
// accents so it runs over the same folded copy as our own names; parsing, numbering and the rules
// against false references stay ours (lib/scripture/parse.ts). tests/unit/scripture-book-patterns
// checks that the file still matches what the installed library publishes.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bookPatternsFromLibrary } from "./lib/book-patterns-from-library.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "data", "bcv-es", "book-patterns.json");
void bookPatternsFromLibrary().then((data) => {
  writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote ${data.books.length} book patterns to ${path.relative(root, out)}`);
});
