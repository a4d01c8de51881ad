import {compile} from '@mdx-js/mdx';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkApiExamples from '../../src/plugins/api-examples';
import {provider} from '../../src/provider';

const pagePath = '/docs/example/page.mdx';

/** Compiles a page with the plugin and returns the JavaScript and the Markdown tree the plugin left. */
async function compilePage(body: string) {
  let tree: Root | undefined;
  const keepTree = () => (root: Root) => {
    tree = structuredClone(root);
  };
  const output = await compile(new VFile({path: pagePath, value: body}), {
    remarkPlugins: [remarkApiExamples, keepTree],
  });
  return {javascript: String(output), tree: tree!};
}

const flowElements = (tree: Root, name: string) => {
  const found: MdxJsxFlowElement[] = [];
  const walk = (node: {children?: unknown[]}) => {
    for (const child of (node.children ?? []) as (MdxJsxFlowElement | {children?: unknown[]})[]) {
      if ('name' in child && child.name === name) found.push(child);
      walk(child);
    }
  };
  walk(tree);
  return found;
};

const attributeOf = (element: MdxJsxFlowElement, name: string) =>
  element.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)?.value;

/** Each tab as [value, fence language, code]. */
const panelsOf = (tree: Root) =>
  flowElements(tree, 'TabItem').map((item) => {
    const code = item.children[0] as Code;
    return [attributeOf(item, 'value'), code.lang, code.value] as const;
  });

describe('<ApiExample> remark plugin', () => {
  it('turns an operation into curl, Python and Java tabs that share the language group and the query string', async () => {
    const {javascript, tree} = await compilePage('# Send\n\n<ApiExample operation="sendSms" />\n');
    const [tabs] = flowElements(tree, 'Tabs');
    expect(attributeOf(tabs, 'groupId')).toBe('lang');
    expect(attributeOf(tabs, 'queryString')).toBe('lang');
    const panels = panelsOf(tree);
    expect(panels.map(([value, language]) => [value, language])).toEqual([
      ['curl', 'bash'],
      ['python', 'python'],
      ['java', 'java'],
    ]);
    const url = `${provider.urls.restApi}/api/v1/endpoint/`;
    for (const [, , code] of panels) expect(code).toContain(url);
    expect(panels[0][2]).toMatch(/^KEY=\$\(uuidgen\)\ncurl -sS --max-time \d+ -X POST /);
    expect(panels[1][2]).toContain('requests.post(');
    expect(panels[2][2]).toContain('.method("POST", HttpRequest.BodyPublishers.ofString(body))');
    expect(flowElements(tree, 'ApiExample')).toHaveLength(0);
    expect(javascript).toMatch(/import Tabs from ['"]@theme\/Tabs['"]/);
    expect(javascript).toMatch(/import TabItem from ['"]@theme\/TabItem['"]/);
  });

  it('adds a JavaScript fetch tab when asked, and fills in parameters and the body the page gives', async () => {
    const page = `<ApiExample operation="sendSms" endpoint_id="4711" body='{"source_address":"12345","payload":"reboot"}' javascript />\n`;
    const panels = panelsOf((await compilePage(page)).tree);
    expect(panels.map(([value]) => value)).toEqual(['curl', 'python', 'java', 'javascript']);
    const [, language, code] = panels[3];
    expect(language).toBe('javascript');
    expect(code).toContain(`await fetch("${provider.urls.restApi}/api/v1/endpoint/4711/sms"`);
    expect(code).toContain('"payload": "reboot"');
    for (const [, , sample] of panels) expect(sample).toContain('reboot');
  });

  it('fills provider values into attributes', async () => {
    const page = `<ApiExample operation="sendSms" body='{"source_address":"12345","payload":"apn {provider.apn.name}"}' />\n`;
    const [[, , curl]] = panelsOf((await compilePage(page)).tree);
    expect(curl).toContain(`"payload": "apn ${provider.apn.name}"`);
  });

  it('turns a GraphQL operation into a POST of the query and variables to the GraphQL endpoint', async () => {
    const query = 'query ListEndpoints($first: Int!) { endpoints(first: $first) { totalCount } }';
    const page = `<GraphqlExample query='${query}' variables='{"first": 5}' />\n`;
    const panels = panelsOf((await compilePage(page)).tree);
    expect(panels.map(([value]) => value)).toEqual(['curl', 'python', 'java']);
    for (const [, , code] of panels) expect(code).toContain(provider.urls.graphqlApi);
    expect(panels[0][2]).toContain(`-d '${JSON.stringify({query, variables: {first: 5}}, null, 2)}'`);
    expect(panels[2][2]).toContain('public class ListEndpoints');
  });

  it('imports Tabs only where the page does not already', async () => {
    const page = 'import Tabs from \'@theme/Tabs\';\n\n<ApiExample operation="getSim" />\n';
    const {javascript} = await compilePage(page);
    expect(javascript.match(/import Tabs from/g)).toHaveLength(1);
    expect(javascript).toMatch(/import TabItem from ['"]@theme\/TabItem['"]/);
  });

  it('leaves a page without examples untouched', async () => {
    const {javascript} = await compilePage('# Plain\n\nNo calls here.\n');
    expect(javascript).not.toContain('@theme/Tabs');
  });

  it.each([
    ['an unknown operation', '<ApiExample operation="sendFax" />', /operation "sendFax" is not an operationId/],
    ['no operation', '<ApiExample />', /needs operation=/],
    ['an attribute that is no parameter', '<ApiExample operation="getSim" colour="red" />', /attribute colour/],
    ['a body that is not JSON', `<ApiExample operation="sendSms" body='{payload' />`, /body is not JSON/],
    ['a body against the schema', `<ApiExample operation="sendSms" body='{"payload":42}' />`, /request schema/],
    [
      'a placeholder that is no provider value',
      `<ApiExample operation="getSim" sim_id="{provider.nothing}" />`,
      /no provider value/,
    ],
    [
      'a GraphQL query the schema lacks',
      `<GraphqlExample query='{ gadgets { id } }' />`,
      /does not validate against api\/schema.graphql/,
    ],
    ['a GraphQL query that does not parse', `<GraphqlExample query='{ endpoints(' />`, /query does not parse/],
    ['an expression attribute', '<ApiExample operation={"getSim"} />', /must be a string/],
  ])('fails the build on %s, naming the file and line', async (_case, element, reason) => {
    const page = `# Page\n\nSome prose.\n\n${element}\n`;
    const failure = compilePage(page);
    await expect(failure).rejects.toThrow(reason);
    await expect(failure).rejects.toThrow(new RegExp(`^${pagePath}:5:1: <(Api|Graphql)Example> `));
  });
});
