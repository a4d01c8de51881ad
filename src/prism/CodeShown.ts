import {createContext} from 'react';

/**
 * Whether the code blocks below have been on screen: false inside a tab panel the reader has not yet opened
 * (src/theme/TabItem). src/theme/CodeBlock/Content renders such a block as plain text and highlights it when it is
 * first shown. Outside any tab panel it is true.
 */
export const CodeShownContext = createContext(true);
