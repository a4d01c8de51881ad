/**
 * The ids the rule components give their rows and blocks. The components register them with Docusaurus, whose
 * broken-anchor check (`onBrokenAnchors`) verifies links to them in the build; the source content check, which
 * cannot render a component, leaves links to these ids to the build.
 */

const detailsPrefix = 'more-';
const eventTypePrefix = 'event-type-';

/** The block under a rule table that holds a row in full, from the row's title. */
export const detailsId = (title: string) =>
  `${detailsPrefix}${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** An event type's row in the catalogue table. */
export const eventTypeId = (id: number) => `${eventTypePrefix}${id}`;

/** An event type's block in full, under the catalogue table. */
export const eventTypeInFullId = (id: number) => `${eventTypeId(id)}-in-full`;

/** Whether an id is one of the above, which only a build can check. */
export const isComponentAnchor = (id: string) =>
  [detailsPrefix, eventTypePrefix].some((prefix) => id.startsWith(prefix));
