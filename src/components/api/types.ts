/** Rows the reference tables show; the generator (src/plugins/api-reference) builds them from the API documents. */
import type {ListItem} from '../../platform/ruleText';

/**
 * A contract description as the generator read it: inline text, or paragraphs, each a lead line and, or, a `- ` list
 * whose items nest. Parsed at build time, so the browser only renders it.
 */
export type ContractText = string | readonly ContractBlock[];

export interface ContractBlock {
  lead?: string;
  items?: readonly ListItem[];
}

/** One field of a schema, an argument or a parameter. `name` is a dotted path for nested fields (`status.id`). */
export interface FieldRow {
  name: string;
  type: string;
  /** Where the type is documented (GraphQL types), if it has a page of its own. */
  typeHref?: string;
  required?: boolean;
  /** `code` spans in backticks are shown as code, and [links](/route) as links. */
  description?: ContractText;
  /** Allowed values, defaults and limits, as one sentence. */
  details?: string;
}

/** One value of a GraphQL enum: its name, what it means and, if deprecated, why. */
export type EnumValueRow = Pick<FieldRow, 'name' | 'description' | 'details'>;

/** A request parameter: a field with where it goes. */
export interface ParameterRow extends FieldRow {
  location: 'path' | 'query' | 'header' | 'cookie';
}

/** One response of an operation, for the list at the top of its responses. */
export interface ResponseSummary {
  status: string;
  description: ContractText;
  /** Anchor of the response's own section on the page. */
  anchor: string;
}
