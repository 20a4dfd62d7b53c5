// Types for the parts of export-bible.mjs the tests import.
export function dropSubscription(osis: string, isLastVerse: boolean, text: string): string;
