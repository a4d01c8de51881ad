/**
 * A module text: one paragraph, or, where a rule has several parts, short labelled parts that a table cell shows as a
 * list (src/components/platform/RuleTable).
 */
export type RuleText = string | readonly string[];

/** A RuleText as one string, for readers that take no list (tests, the MCP catalogue). */
export const ruleTextString = (text: RuleText): string => (typeof text === 'string' ? text : text.join(' '));
