import {expect, test} from '@playwright/test';
import {provider} from '../../src/provider';

test('a doc page as Markdown is served as UTF-8 text/markdown, with provider values filled in', async ({request}) => {
  const response = await request.get('/rest.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const markdown = await response.text();
  expect(markdown).toMatch(/^# REST API\n\n> /);
  expect(markdown).toContain(`${provider.urls.restApi}/api/v1/authenticate`);
});

test('llms.txt is served as UTF-8 text/plain and links to the Markdown copies', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toContain(`(${provider.urls.docs}/rest.md): `);
});
