import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import {provider} from '@site/src/provider';
import {apiOrigin, prepareRequest, readable} from './request';
import type {TryItProps} from './types';
import apiStyles from '../styles.module.css';
import styles from './styles.module.css';

/** Longer than the API's own timeouts: a call that takes this long is not coming back. */
const TIMEOUT_MS = 30_000;

type Outcome =
  | {kind: 'idle'}
  | {kind: 'sending'}
  | {kind: 'invalid'; message: string}
  | {kind: 'failed'; message: string}
  | {kind: 'answered'; call: string; status: number; statusText: string; body: string};

/** Why no answer could be read: the request may still have reached the API and acted. */
function failureMessage(error: unknown): string {
  const acted = 'If the call changes data, check whether it did before sending it again.';
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `${apiOrigin} did not answer within ${TIMEOUT_MS / 1000} s. ${acted}`;
  }
  return (
    `No answer could be read from ${apiOrigin} (${(error as Error).message}): the API may be unreachable, or it ` +
    `may not accept calls from this page. ${acted} The API's status page is ${provider.urls.status}.`
  );
}

/** The line the status region reads out: short, so that a screen reader does not read the answer's body. */
function statusLine(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'idle':
      return '';
    case 'sending':
      return 'Sending…';
    case 'answered':
      // HTTP/2 answers carry no status text.
      return `${['HTTP', outcome.status, outcome.statusText].filter(Boolean).join(' ')} for ${outcome.call}`;
    default:
      return outcome.message;
  }
}

export default function TryItForm(props: TryItProps): ReactNode {
  const id = useId();
  const [path, setPath] = useState(props.defaultPath);
  const [token, setToken] = useState('');
  const [body, setBody] = useState(props.defaultBody);
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});
  const sending = outcome.kind === 'sending';

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const request = prepareRequest(props, {path, token, body});
    if ('problem' in request) {
      setOutcome({kind: 'invalid', message: request.problem});
      return;
    }
    setOutcome({kind: 'sending'});
    try {
      const response = await fetch(request.url, {...request.init, signal: AbortSignal.timeout(TIMEOUT_MS)});
      const text = await response.text();
      setOutcome({
        kind: 'answered',
        call: `${props.method} ${path}`,
        status: response.status,
        statusText: response.statusText,
        body: readable(text),
      });
    } catch (error) {
      setOutcome({kind: 'failed', message: failureMessage(error)});
    }
  }

  return (
    <form className={styles.form} onSubmit={send}>
      <label htmlFor={`${id}-path`}>
        Path <span className={styles.hint}>(fill in path parameters; add query parameters as ?name=value)</span>
      </label>
      <div className={styles.pathRow}>
        <code className={apiStyles.method}>{props.method}</code>
        <input
          id={`${id}-path`}
          className={styles.input}
          value={path}
          onChange={(event) => setPath(event.target.value)}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      {props.auth ? (
        <>
          <label htmlFor={`${id}-token`}>Auth token</label>
          <input
            id={`${id}-token`}
            className={styles.input}
            type="password"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </>
      ) : null}
      {body !== undefined ? (
        <>
          <label htmlFor={`${id}-body`}>Request body (JSON)</label>
          <textarea
            id={`${id}-body`}
            className={styles.input}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={Math.min(16, body.split('\n').length + 1)}
            spellCheck={false}
          />
        </>
      ) : null}
      <div>
        {/* aria-disabled, not disabled: the button keeps focus while the call is out. */}
        <button type="submit" className="button button--primary" aria-disabled={sending}>
          Send
        </button>
      </div>
      <p role="status" className={styles.status}>
        {statusLine(outcome)}
      </p>
      {outcome.kind === 'answered' && outcome.body ? (
        <pre className={styles.answer} tabIndex={0} role="region" aria-label={`Body of the ${outcome.status} answer`}>
          <code>{outcome.body}</code>
        </pre>
      ) : null}
    </form>
  );
}
