// Guard for src/upstream/ssr-template: Docusaurus's page template with the app's scripts requested after the
// first paint. When an upgrade changes the upstream template, this fails: copy the change into ours.
import {describe, expect, it} from 'vitest';
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import {ssrTemplate} from '../../src/upstream/ssr-template';

const deferredScripts = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;
const loader = /\n {4}<script data-scripts="[^"\n]*">\n[\s\S]*?\n {4}<\/script>(?=\n {4}<%~ it\.postBodyTags %>)/;

describe('the page template', () => {
  it("is Docusaurus's, with the app's scripts loaded by an inline script at the end of the body", () => {
    expect(upstreamTemplate).toContain(deferredScripts);
    expect(ssrTemplate).toMatch(loader);
    expect(ssrTemplate.replace(loader, '')).toBe(upstreamTemplate.replace(deferredScripts, ''));
  });
});
