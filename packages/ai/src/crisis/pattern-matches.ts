/**
 * Every match of a global pattern in a text, as `text.matchAll(pattern)` gives them, without matchAll's copy of the
 * pattern on each call: for the inventory's large patterns (crisis-signals-data.ts) the copies took most of the
 * screen's time, and in some processes V8 recompiled them into its regexp interpreter, three times slower again.
 * The pattern's lastIndex holds the iteration: do not run the same pattern again inside the loop.
 */
export function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray, void, undefined> {
  if (!pattern.global)
    throw new TypeError(`matchesOf needs a global pattern: ${pattern.source.slice(0, 40)}`);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    // As matchAll does: step past an empty match, or exec would find it again.
    if (match[0] === '') pattern.lastIndex += 1;
    yield match;
  }
}
