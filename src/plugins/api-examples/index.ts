/**
 * Remark plugin: `<ApiExample operation="sendSms" />` in a page becomes Docusaurus tabs with the
 * operation's call in curl, Python and Java (JavaScript on request), built at compile time from
 * api/openapi.yaml by src/api/samples.ts. The tabs share the generated reference's `groupId` and
 * `queryString`, so a reader's language follows them from page to page and `?lang=python` links
 * work; every panel is plain server-rendered code. Modelled on @docusaurus/remark-plugin-npm2yarn.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {VFile} from 'vfile';
import {parse as parseGraphql, validate as validateGraphql} from 'graphql';
import {loadGraphqlSchema} from '../../api/graphql';
import {loadOpenApi, type ApiOperation} from '../../api/openapi';
import {authTokenVariable, httpCall, javascriptSampleLanguage, sampleLanguages, type HttpCall} from '../../api/samples';
import {languageTabs} from '../../api/languageTabs';
import {provider} from '../../provider';

export const elementName = 'ApiExample';
/** The same tabs for a GraphQL operation: a POST of `{query, variables}` to the GraphQL endpoint. */
export const graphqlElementName = 'GraphqlExample';

/** Attributes every example takes; any other attribute names a path or query parameter of the operation. */
const ownAttributes = ['operation', 'body', 'javascript'];

const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);

/** The build stops here, naming the page and the line of the element. */
class ApiExampleError extends Error {
  constructor(file: VFile, node: RootContent, reason: string) {
    const start = node.position?.start;
    const name = 'name' in node ? node.name : elementName;
    super(`${file.path}:${start?.line ?? '?'}:${start?.column ?? '?'}: <${name}> ${reason}`);
    this.name = 'ApiExampleError';
  }
}

const attribute = (name: string, value: string | null): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

function importNode(name: string, source: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}

/** Names the page's own imports bind, so an import it already has is not added twice. */
function importedNames(root: Root): Set<string> {
  const names = new Set<string>();
  for (const node of root.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) names.add(specifier.local.name);
    }
  }
  return names;
}

/** Every `<ApiExample>` and `<GraphqlExample>` with the node that holds it, depth first. */
function findExamples(node: Parent, found: [MdxJsxFlowElement | RootContent, Parent][] = []) {
  for (const child of node.children as RootContent[]) {
    const isElement = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    if (isElement && (child.name === elementName || child.name === graphqlElementName)) {
      found.push([child, node]);
    } else if ('children' in child) {
      findExamples(child, found);
    }
  }
  return found;
}

/**
 * An attribute with `{provider.apn.name}` and the like replaced by the provider module's value, so
 * a body can carry a provider value without the page spelling it out.
 */
function withProviderValues(text: string, fail: (reason: string) => Error): string {
  return text.replace(/\{provider\.([\w.]+)\}/g, (placeholder, keyPath: string) => {
    const value = keyPath.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], provider);
    if (typeof value !== 'string' && typeof value !== 'number') throw fail(`${placeholder} is no provider value`);
    return String(value);
  });
}

/** An element's attributes as strings (null for a flag), provider placeholders filled in. */
function attributesOf(node: MdxJsxFlowElement, fail: (reason: string) => Error): Map<string, string | null> {
  const values = new Map<string, string | null>();
  for (const item of node.attributes) {
    if (item.type !== 'mdxJsxAttribute') throw fail('takes no spread attributes');
    if (item.value !== null && typeof item.value !== 'string') {
      throw fail(`attribute ${item.name} must be a string, not an expression`);
    }
    values.set(item.name, item.value === null ? null : withProviderValues(item.value, fail));
  }
  if (node.children.length > 0) throw fail('takes no children; write it as a self-closing element');
  return values;
}

/** The call an element describes, checked against the operation: every problem is the author's to fix. */
function callOf(node: MdxJsxFlowElement, operations: ApiOperation[], fail: (reason: string) => Error) {
  const values = attributesOf(node, fail);
  const operationId = values.get('operation');
  if (!operationId) throw fail('needs operation="<operationId>" naming an operation of api/openapi.yaml');
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw fail(`operation "${operationId}" is not an operationId of api/openapi.yaml`);

  const parameterNames = operation.parameters
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
    .map((parameter) => parameter.name);
  const parameters: Record<string, string> = {};
  for (const [name, value] of values) {
    if (ownAttributes.includes(name)) continue;
    if (!parameterNames.includes(name)) {
      const allowed = [...ownAttributes, ...parameterNames].join(', ');
      throw fail(`attribute ${name} is neither an option nor a parameter of ${operationId} (${allowed})`);
    }
    if (value === null || value === '') throw fail(`parameter ${name} needs a value`);
    parameters[name] = value;
  }

  let body: unknown;
  const bodyText = values.get('body');
  if (bodyText !== undefined) {
    if (!operation.requestBody) throw fail(`${operationId} takes no request body`);
    try {
      body = JSON.parse(bodyText ?? '');
    } catch (error) {
      throw fail(`body is not JSON: ${(error as Error).message}`);
    }
    const validate = ajv.compile(operation.requestBody.schema);
    if (!validate(body))
      throw fail(`body does not match ${operationId}'s request schema: ${ajv.errorsText(validate.errors)}`);
  }
  const javascript = values.has('javascript');
  if (javascript && values.get('javascript') !== null) throw fail('javascript is a flag and takes no value');
  const call = httpCall(operation, provider.urls.restApi, {parameters, body});
  return {call, className: operation.operationId, javascript};
}

/**
 * A GraphQL request: the `query` attribute is one operation, validated against api/schema.graphql,
 * and `variables` its variables as JSON. The call is a POST of both to the GraphQL endpoint.
 */
function graphqlCallOf(node: MdxJsxFlowElement, fail: (reason: string) => Error) {
  const values = attributesOf(node, fail);
  for (const name of values.keys()) {
    if (name !== 'query' && name !== 'variables') throw fail(`takes query and variables, not ${name}`);
  }
  const query = values.get('query');
  if (!query) throw fail('needs query="…" holding one GraphQL operation');
  let document;
  try {
    document = parseGraphql(query);
  } catch (error) {
    throw fail(`query does not parse: ${(error as Error).message}`);
  }
  const [problem] = validateGraphql(loadGraphqlSchema(), document);
  if (problem) throw fail(`query does not validate against api/schema.graphql: ${problem.message}`);
  let variables: unknown;
  try {
    variables = values.has('variables') ? JSON.parse(values.get('variables') ?? '') : undefined;
  } catch (error) {
    throw fail(`variables are not JSON: ${(error as Error).message}`);
  }
  const operationName = document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name;
  const call: HttpCall = {
    method: 'POST',
    url: provider.urls.graphqlApi,
    headers: [
      ['Authorization', `Bearer $${authTokenVariable}`],
      ['Content-Type', 'application/json'],
    ],
    body: variables === undefined ? {query} : {query, variables},
  };
  return {call, className: operationName?.value ?? 'GraphqlRequest', javascript: false};
}

function tabsOf(call: HttpCall, className: string, javascript: boolean): MdxJsxFlowElement {
  const shown = javascript ? [...sampleLanguages, javascriptSampleLanguage] : sampleLanguages;
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: [attribute('groupId', languageTabs.groupId), attribute('queryString', languageTabs.queryString)],
    children: shown.map(({value, label, language, sample}) => {
      const code: Code = {type: 'code', lang: language, value: sample(call, className)};
      return {
        type: 'mdxJsxFlowElement',
        name: 'TabItem',
        attributes: [attribute('value', value), attribute('label', label)],
        children: [code],
      };
    }),
  };
}

export default function remarkApiExamples() {
  return async (root: Root, file: VFile): Promise<void> => {
    const examples = findExamples(root);
    if (examples.length === 0) return;
    const {operations} = await loadOpenApi();
    for (const [node, parent] of examples) {
      if (node.type !== 'mdxJsxFlowElement') {
        throw new ApiExampleError(file, node, 'must stand on a line of its own, not inside a paragraph');
      }
      const fail = (reason: string) => new ApiExampleError(file, node, reason);
      const {call, className, javascript} =
        node.name === graphqlElementName ? graphqlCallOf(node, fail) : callOf(node, operations, fail);
      parent.children.splice(parent.children.indexOf(node), 1, tabsOf(call, className, javascript));
    }
    const imported = importedNames(root);
    const imports = [importNode('Tabs', '@theme/Tabs'), importNode('TabItem', '@theme/TabItem')].filter(
      (node) => !imported.has(node.value.split(' ')[1]),
    );
    root.children.unshift(...imports);
  };
}
