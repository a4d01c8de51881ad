// Bundler loader for the docs plugin's route props modules (see index.ts): drops `description` from each doc of a
// version's metadata (`version.docs`), which src/theme/DocCard gets from this plugin's own module instead. Props
// of other routes pass unchanged. Fails the build when a version's docs are not in the shape the docs plugin's
// toVersionMetadataProp (lib/props.js) writes, rather than ship them with or without what it expected.
module.exports = function versionPropsLoader(source) {
  const props = JSON.parse(source);
  if (!props || typeof props !== 'object' || !('version' in props)) return source;
  const docs = props.version && props.version.docs;
  const entries = docs && typeof docs === 'object' ? Object.values(docs) : [];
  const expected = (doc) =>
    doc &&
    typeof doc.id === 'string' &&
    typeof doc.title === 'string' &&
    ['string', 'undefined'].includes(typeof doc.description);
  if (entries.length === 0 || !entries.every(expected)) {
    throw new Error(
      `doc-card-descriptions: ${this.resourcePath} has a version without docs of the shape {id, title, description}; ` +
        "check toVersionMetadataProp in @docusaurus/plugin-content-docs's lib/props.js.",
    );
  }
  for (const doc of entries) delete doc.description;
  return JSON.stringify(props);
};
