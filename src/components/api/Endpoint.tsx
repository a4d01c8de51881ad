import React, {type ReactNode} from 'react';
import styles from './styles.module.css';
import {breakAfterSlashes} from '../Identifier';

/** The method and path of an operation, as one line of text (search records index it as a paragraph). */
export default function Endpoint({method, path}: {method: string; path: string}): ReactNode {
  return (
    <p>
      <code className={styles.method}>{method}</code> <code>{breakAfterSlashes(path)}</code>
    </p>
  );
}
