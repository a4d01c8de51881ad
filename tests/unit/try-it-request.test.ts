import {describe, expect, it} from 'vitest';
import {apiOrigin, prepareRequest, readable} from '../../src/components/api/TryIt/request';
import {provider} from '../../src/provider';

const post = {method: 'POST', auth: true};

describe('the request of the "Try it" panel (src/components/api/TryIt/request.ts)', () => {
  it('goes to the provider API with the bearer token and the JSON body, and no cookies', () => {
    const request = prepareRequest(post, {path: '/api/v1/endpoint?x=1', token: ' tok ', body: '{"name": "a"}'});
    expect(request).toEqual({
      url: `${provider.urls.restApi}/api/v1/endpoint?x=1`,
      init: {
        method: 'POST',
        headers: {Authorization: 'Bearer tok', 'Content-Type': 'application/json'},
        body: '{"name": "a"}',
        credentials: 'omit',
        cache: 'no-store',
      },
    });
  });

  it('sends no Authorization header for an operation without auth', () => {
    const request = prepareRequest(
      {method: 'POST', auth: false},
      {path: '/api/v1/authenticate', token: '', body: '{}'},
    );
    expect(request).toMatchObject({init: {headers: {'Content-Type': 'application/json'}}});
  });

  it.each([
    ['a path that leaves the API', {path: '//elsewhere.example/x', token: 't'}, `must stay on ${apiOrigin}`],
    ['a backslash path that leaves the API', {path: '/\\elsewhere.example/x', token: 't'}, `must stay on ${apiOrigin}`],
    ['a path with a tab that leaves the API', {path: '/\t/elsewhere.example', token: 't'}, `must stay on ${apiOrigin}`],
    ['a path no URL can be made of', {path: '//[', token: 't'}, 'not a valid URL path'],
    ['a token with a line break', {path: '/api/v1/sim', token: 'abc\ndef'}, 'paste it as one line'],
    ['a relative path', {path: 'api/v1/sim', token: 't'}, 'must start with /'],
    ['a path parameter left as a placeholder', {path: '/api/v1/sim/{sim_id}', token: 't'}, 'Replace {sim_id}'],
    ['no token', {path: '/api/v1/sim', token: '  '}, 'Enter an auth token'],
    ['a body that is not JSON', {path: '/api/v1/sim', token: 't', body: '{"a": }'}, 'not valid JSON'],
  ])('refuses %s, saying what to fix', (_, values, message) => {
    const request = prepareRequest(post, values);
    expect(request).toHaveProperty('problem');
    expect((request as {problem: string}).problem).toContain(message);
  });

  it('indents a JSON answer and leaves any other text as it is', () => {
    expect(readable('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(readable('Bad gateway')).toBe('Bad gateway');
  });
});
