// What every loader here that rewrites upstream code shares: each patch's original (a string, or a global
// RegExp) must occur exactly once in the source, or the build fails with `whenChanged`, which says what to
// check. Replacements are inserted as written (no `$&` patterns).
module.exports = function patchUpstream(source, patches, whenChanged) {
  return patches.reduce((patched, [original, replacement]) => {
    const occurrences =
      typeof original === 'string' ? patched.split(original).length - 1 : (patched.match(original) ?? []).length;
    if (occurrences !== 1) throw new Error(whenChanged);
    return patched.replace(original, () => replacement);
  }, source);
};
