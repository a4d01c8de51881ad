import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import {provider} from '@site/src/provider';
import {apiOrigin, prepareRequest, readable} from './request';
import type {TryItProps} from './types';
import styles from './styles.module.css';

/** Longer than the API's own timeouts: a call that takes this long is not coming back. */
const TIMEOUT_MS = 30_000;

type Outcome =
  | {kind: 'idle'}
  | {kind: 'sending'}
  | {kind: 'invalid'; message: string}
  | {kind: 'failed'; message: string}
  | {kind: 'answered'; status: number; statusText: string; body: string};

export default function TryItForm(props: TryItProps): ReactNode {
  const id = useId();
  const [path, setPath] = useState(props.defaultPath);
  const [token, setToken] = useState('');
  const [body, setBody] = useState(props.defaultBody);
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});

  async function send(event: FormEvent) {
    event.preventDefault();
    const request = prepareRequest(props, {path, token, body});
    if ('problem' in request) {
      setOutcome({kind: 'invalid', message: request.problem});
      return;
    }
    setOutcome({kind: 'sending'});
    try {
      const response = await fetch(request.url, {...request.init, signal: AbortSignal.timeout(TIMEOUT_MS)});
      const text = await response.text();
      setOutcome({kind: 'answered', status: response.status, statusText: response.statusText, body: readable(text)});
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: `The call did not reach ${apiOrigin} (${(error as Error).message}). Check your connection; the API's status page is ${provider.urls.status}.`,
      });
    }
  }

  return (
    <form className={styles.form} onSubmit={send}>
      <label htmlFor={`${id}-path`}>
        Path <span className={styles.hint}>(fill in path parameters; add query parameters as ?name=value)</span>
      </label>
      <div className={styles.pathRow}>
        <code className={styles.method}>{props.method}</code>
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
        <button type="submit" className="button button--primary" disabled={outcome.kind === 'sending'}>
          {outcome.kind === 'sending' ? 'Sending…' : 'Send'}
        </button>
      </div>
      <output htmlFor={`${id}-path`} aria-live="polite" className={styles.outcome}>
        {outcome.kind === 'invalid' || outcome.kind === 'failed' ? <p role="alert">{outcome.message}</p> : null}
        {outcome.kind === 'answered' ? (
          <>
            <p>
              <strong>
                HTTP {outcome.status} {outcome.statusText}
              </strong>
            </p>
            {outcome.body ? (
              <pre className={styles.answer} tabIndex={0} aria-label={`Body of the ${outcome.status} answer`}>
                <code>{outcome.body}</code>
              </pre>
            ) : null}
          </>
        ) : null}
      </output>
    </form>
  );
}
