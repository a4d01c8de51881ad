import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  getNamedType,
  Kind,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type {EnumValueRow, FieldRow} from '../../components/api/types';
import {frontMatter, generatedNotice, jsxProp, mdxText, sidebarModule, type GeneratedFile} from './mdx';
import {permissionNote, tokenRights} from './permission-note';
import {contractText} from './contract-text';

/** Where the GraphQL reference lives: docs/graphql/reference/<kind>.mdx is /graphql/reference/<kind>. */
export const graphqlReferenceDir = 'docs/graphql/reference';
const source = 'api/schema.graphql';

/** The reference pages, one per kind of definition, in sidebar order. */
const pages = [
  {file: 'queries', title: 'Queries', what: 'every query with its arguments and the type it returns'},
  {file: 'mutations', title: 'Mutations', what: 'every mutation with its arguments and the type it returns'},
  {file: 'types', title: 'Object types', what: 'every object type, interface and union, with its fields'},
  {file: 'inputs', title: 'Input types', what: 'every input object that arguments take, with its fields'},
  {file: 'enums', title: 'Enums', what: 'every enumeration with its values and what they mean'},
  {file: 'scalars', title: 'Scalars', what: 'the custom scalar types and how their values are written'},
] as const;
type PageFile = (typeof pages)[number]['file'];
/** The pages of root fields, each of which says who may call it. */
const rootFieldPages: readonly PageFile[] = ['queries', 'mutations'];

/** The page a named type is documented on; built-in scalars have none. */
function pageOf(type: GraphQLNamedType): PageFile | undefined {
  if (isObjectType(type) || isInterfaceType(type) || isUnionType(type)) return 'types';
  if (isInputObjectType(type)) return 'inputs';
  if (isEnumType(type)) return 'enums';
  if (isScalarType(type) && !isSpecifiedScalarType(type)) return 'scalars';
  return undefined;
}

/** The link to a named type's section (its heading's anchor is its lower-cased name). */
function typeHref(type: GraphQLNamedType): string | undefined {
  const page = pageOf(type);
  return page && `/graphql/reference/${page}#${type.name.toLowerCase()}`;
}

function details(item: {defaultValue?: unknown; deprecationReason?: string | null}, defaultText?: string) {
  const parts: string[] = [];
  if (defaultText !== undefined) parts.push(`Default \`${defaultText}\`.`);
  if (item.deprecationReason) parts.push(`Deprecated: ${item.deprecationReason}`);
  return parts.join(' ');
}

/** A row for an argument or input field: required when non-null without a default. */
function inputRow(input: GraphQLArgument | GraphQLInputField): FieldRow {
  const defaultText = input.astNode?.defaultValue ? printValue(input.astNode.defaultValue) : undefined;
  const row: FieldRow = {
    name: input.name,
    type: String(input.type),
    required: isNonNullType(input.type) && defaultText === undefined,
  };
  const href = typeHref(getNamedType(input.type));
  if (href) row.typeHref = href;
  if (input.description) row.description = contractText(input.description);
  const more = details(input, defaultText);
  if (more) row.details = more;
  return row;
}

/** The source text of a default value as the SDL writes it. */
function printValue(node: {loc?: {source: {body: string}; start: number; end: number}}): string {
  return node.loc ? node.loc.source.body.slice(node.loc.start, node.loc.end) : '';
}

/** An argument list as the SDL writes it: `first: Int = 20, after: String`. */
function signatureOf(args: readonly GraphQLArgument[]): string {
  return args
    .map((arg) => {
      const defaultText = arg.astNode?.defaultValue ? printValue(arg.astNode.defaultValue) : undefined;
      return `${arg.name}: ${String(arg.type)}${defaultText === undefined ? '' : ` = ${defaultText}`}`;
    })
    .join(', ');
}

function fieldRow(field: GraphQLField<unknown, unknown>): FieldRow {
  const row: FieldRow = {name: field.name, type: String(field.type), required: isNonNullType(field.type)};
  const href = typeHref(getNamedType(field.type));
  if (href) row.typeHref = href;
  if (field.description) row.description = contractText(field.description);
  const args = signatureOf(field.args);
  // A field with arguments, such as Endpoint.events, has no argument table of its own: its row carries their descriptions.
  const argNotes = field.args.filter((arg) => arg.description).map((arg) => `\`${arg.name}\`: ${arg.description}`);
  const more = [args && `Arguments: \`${args}\`.`, ...argNotes, details(field)].filter(Boolean).join(' ');
  if (more) row.details = more;
  return row;
}

const table = (rows: FieldRow[], nameHeading: string) =>
  `<SchemaTable nameHeading="${nameHeading}" rows=${jsxProp(rows)} />`;

/** The `name` of the field's `@permission` directive: the permission of src/platform/roles.ts a caller's role needs. */
function permissionOf(field: GraphQLField<unknown, unknown>): string | undefined {
  const directive = field.astNode?.directives?.find((applied) => applied.name.value === 'permission');
  const name = directive?.arguments?.find((argument) => argument.name.value === 'name')?.value;
  return name?.kind === Kind.STRING ? name.value : undefined;
}

/**
 * The section of one root field (a query or a mutation): its signature as the schema declares it,
 * arguments and return type. The signature is SDL, not an operation a client sends, so it is shown as
 * text (the docs' `graphql` blocks are operations checked against the schema).
 */
function rootFieldSection(field: GraphQLField<unknown, unknown>, rootType: string): string {
  const args = signatureOf(field.args);
  const returned = getNamedType(field.type);
  const href = typeHref(returned);
  const parts = [
    `## ${field.name}`,
    mdxText(field.description ?? ''),
    permissionNote(permissionOf(field), `${source}: ${rootType}.${field.name} @permission`),
    field.deprecationReason ? `:::warning[Deprecated]\n\n${mdxText(field.deprecationReason)}\n\n:::` : '',
    '```text\n' + `type ${rootType} {\n  ${field.name}${args ? `(${args})` : ''}: ${String(field.type)}\n}` + '\n```',
    field.args.length > 0 ? table(field.args.map(inputRow), 'Argument') : 'This field takes no arguments.',
    `Returns ${href ? `[\`${String(field.type)}\`](${href})` : `\`${String(field.type)}\``}.`,
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** The section of one named type. */
function typeSection(type: GraphQLNamedType): string {
  const parts = [`## ${type.name}`, mdxText(type.description ?? '')];
  if (isObjectType(type) || isInterfaceType(type)) {
    const interfaces = type.getInterfaces();
    if (interfaces.length > 0) {
      parts.push(`Implements ${interfaces.map((i) => `[\`${i.name}\`](${typeHref(i)})`).join(', ')}.`);
    }
    parts.push(table(Object.values(type.getFields()).map(fieldRow), 'Field'));
  } else if (isUnionType(type)) {
    parts.push(
      `One of ${type
        .getTypes()
        .map((member) => `[\`${member.name}\`](${typeHref(member)})`)
        .join(', ')}.`,
    );
  } else if (isInputObjectType(type)) {
    parts.push(table(Object.values(type.getFields()).map(inputRow), 'Field'));
  } else if (isEnumType(type)) {
    const rows = type.getValues().map((value): EnumValueRow => {
      const row: EnumValueRow = {name: value.name};
      if (value.description) row.description = contractText(value.description);
      if (value.deprecationReason) row.details = `Deprecated: ${value.deprecationReason}`;
      return row;
    });
    parts.push(`<EnumTable rows=${jsxProp(rows)} />`);
  } else if (isScalarType(type) && type.specifiedByURL) {
    parts.push(`Specified by <${type.specifiedByURL}>.`);
  }
  return parts.filter(Boolean).join('\n\n');
}

/** The GraphQL reference pages and their sidebar module; kinds the schema does not have get no page. */
export function graphqlReferenceFiles(schema: GraphQLSchema): GeneratedFile[] {
  const named = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .filter((type) => type !== schema.getQueryType() && type !== schema.getMutationType())
    .sort((a, b) => a.name.localeCompare(b.name));
  const sections: Record<PageFile, string[]> = {
    queries: Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => rootFieldSection(field, 'Query')),
    mutations: Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) =>
      rootFieldSection(field, 'Mutation'),
    ),
    types: [],
    inputs: [],
    enums: [],
    scalars: [],
  };
  for (const type of named) {
    const page = pageOf(type);
    if (page) sections[page].push(typeSection(type));
  }
  const written = pages.filter((page) => sections[page.file].length > 0);
  const files = written.map((page) => {
    const body = sections[page.file].join('\n\n');
    const content = [
      frontMatter({
        title: `GraphQL ${page.title.toLowerCase()}`,
        sidebar_label: page.title,
        description: `GraphQL API reference: ${page.what}, generated from the schema.`,
        custom_edit_url: null,
      }),
      `{/*${generatedNotice(source)}*/}`,
      ...(['SchemaTable', 'EnumTable'] as const)
        .filter((component) => body.includes(`<${component} `))
        .map((component) => `import ${component} from '@site/src/components/api/${component}';`),
      `This page lists ${page.what}, generated from the schema the GraphQL API serves. Send operations to the endpoint described in the [GraphQL API overview](/graphql).`,
      // Root fields each name their roles; whose role a token acts with is the same for all of them.
      rootFieldPages.includes(page.file) ? `Each field below says who may call it. ${tokenRights}` : '',
      body,
    ];
    return {path: `${graphqlReferenceDir}/${page.file}.mdx`, content: content.filter(Boolean).join('\n\n') + '\n'};
  });
  const sidebar = written.map((page) => ({
    type: 'doc',
    id: `graphql/reference/${page.file}`,
    label: page.title,
  }));
  return [...files, sidebarModule(`${graphqlReferenceDir}/_sidebar.ts`, 'graphqlReferenceSidebar', sidebar, source)];
}
