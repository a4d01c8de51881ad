// The theme's code block content, which highlights with Prism, together with the grammars it needs. It is a
// chunk of its own: src/theme/CodeBlock/Content loads it only for code blocks the browser renders itself.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type ContentType from '@theme/CodeBlock/Content';
import Content from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default Content as typeof ContentType;
