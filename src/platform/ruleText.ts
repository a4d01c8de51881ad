/**
 * A module text: one paragraph, or, where a rule has several parts, its parts, which pages show as a list
 * (RuleTextBlock in src/components/platform/InlineText). A first part that ends with a colon is the list's lead-in
 * line, not an item.
 */
export type RuleText = string | readonly string[];

/** A RuleText as one string, for readers that take no list (tests, the MCP catalogue). */
export const ruleTextString = (text: RuleText): string => (typeof text === 'string' ? text : text.join(' '));

/**
 * An item of a list that pages show: a text, or a text with items of its own under it (a contract description's
 * nested `- ` list, which the API reference generator reads). InlineTextList renders it.
 */
export type ListItem = string | NestedItem;

export interface NestedItem {
  readonly text: string;
  readonly items?: readonly ListItem[];
}
