import "server-only";
import { releaseUnit } from "../db/queries/usage-counters.ts";

/**
 * The counter units one request has taken so far (an answer's daily and hourly units, a throttled
 * attempt's per-subject windows). When a later counter is full the request counts nowhere: `giveBack`
 * returns the units taken, newest first. `releaseOnce` is the caller's release: however often it is
 * called, each unit is given back once.
 */
export function takenUnits() {
  const keys: string[] = [];
  let released = false;
  const giveBack = async () => {
    while (keys.length) await releaseUnit({ key: keys.pop()! });
  };
  return {
    add: (key: string) => void keys.push(key),
    giveBack,
    releaseOnce: async () => {
      if (released) return;
      released = true;
      await giveBack();
    },
  };
}
