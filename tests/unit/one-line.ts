/** A YAML-folded or wrapped text on one line, so a phrase matches wherever the source broke its lines. */
export const oneLine = (text: unknown) => String(text ?? '').replace(/\s+/g, ' ');
