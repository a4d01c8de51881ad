// Registers the extra Prism languages when the first code block loads, instead of in every page's
// main bundle (see src/plugins/prism-with-code-blocks.ts): pages without code skip Prism entirely.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
