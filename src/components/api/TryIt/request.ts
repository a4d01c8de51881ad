// The request the "Try it" form sends, checked before it goes (src/components/api/TryIt/TryItForm.tsx).
import {provider} from '../../../provider';
import type {TryItProps} from './types';

/** Where every call goes: the form accepts a path, never another host. */
export const apiOrigin = new URL(provider.urls.restApi).origin;

/** What is wrong with the form's values, or the request to send. */
export function prepareRequest(
  {method, auth}: Pick<TryItProps, 'method' | 'auth'>,
  {path, token, body}: {path: string; token: string; body?: string},
): {problem: string} | {url: string; init: RequestInit} {
  if (!path.startsWith('/')) return {problem: 'The path must start with /, as in /api/v1/…'};
  const placeholder = /\{([^}]*)\}/.exec(path);
  if (placeholder) return {problem: `Replace {${placeholder[1]}} in the path with a value.`};
  let url: URL;
  try {
    url = new URL(path, apiOrigin);
  } catch {
    return {problem: 'The path is not a valid URL path.'};
  }
  if (url.origin !== apiOrigin) return {problem: `The path must stay on ${apiOrigin}.`};
  if (auth && token.trim() === '') return {problem: 'Enter an auth token: this operation needs one.'};
  if (auth && /[\r\n]/.test(token.trim()))
    return {problem: 'The auth token has a line break in it: paste it as one line.'};
  const headers: Record<string, string> = {};
  if (auth) headers.Authorization = `Bearer ${token.trim()}`;
  if (body !== undefined) {
    try {
      JSON.parse(body);
    } catch (error) {
      return {problem: `The request body is not valid JSON: ${(error as Error).message}`};
    }
    headers['Content-Type'] = 'application/json';
  }
  return {url: url.href, init: {method, headers, body, credentials: 'omit', cache: 'no-store'}};
}

/** The answer's body, indented when it is JSON. */
export function readable(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
