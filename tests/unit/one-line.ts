/** A YAML-folded or wrapped text on one line, so a phrase matches wherever the source broke its lines. */
export const oneLine = (text: unknown) => String(text ?? '').replace(/\s+/g, ' ');

/** A module sentence as another text quotes it inside a longer one: on one line, without its closing full stop. */
export const quotedSentence = (text: unknown) => oneLine(text).replace(/\.$/, '');
