// Guards for src/theme/CodeBlock: the ejected root and the wrapped Content depend on how theme-classic 3.10
// renders code blocks and tabs. When an upgrade changes one of these files, this fails and names what to check.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const themeCommon = path.resolve(themeClassic, '../theme-common');
const upstream = (root: string, file: string) => readFileSync(path.join(root, 'lib', file), 'utf8');

describe('theme-classic code blocks, as src/theme/CodeBlock expects them', () => {
  it('the root CodeBlock still only remounts after hydration and picks String or Element content', () => {
    const source = upstream(themeClassic, 'theme/CodeBlock/index.js');
    // src/theme/CodeBlock/index.tsx is this file without the remount; anything else new must be copied.
    expect(source).toContain('key={String(isBrowser)}');
    expect(source.match(/^import .*$/gm)).toEqual([
      "import React, {isValidElement} from 'react';",
      "import useIsBrowser from '@docusaurus/useIsBrowser';",
      "import ElementContent from '@theme/CodeBlock/Content/Element';",
      "import StringContent from '@theme/CodeBlock/Content/String';",
    ]);
  });

  it('Content highlights with Prism and hands its <pre> to the word-wrap hook through a ref', () => {
    const source = upstream(themeClassic, 'theme/CodeBlock/Content/index.js');
    expect(source).toContain("import {Highlight} from 'prism-react-renderer';");
    expect(source).toContain('ref={wordWrap.codeBlockRef}');
    // The adopted markup sets that ref itself; the hook reads it in its effects.
    expect(upstream(themeCommon, 'hooks/useCodeWordWrap.js')).toContain('const codeBlockRef = useRef(null);');
  });

  it('String content still only builds the metadata and the word-wrap state around the layout', () => {
    // src/theme/CodeBlock/Content/String.tsx is this file with useCodeWordWrapInView for useCodeWordWrap.
    const source = upstream(themeClassic, 'theme/CodeBlock/Content/String.js');
    expect(source).toContain('const wordWrap = useCodeWordWrap();');
    expect(source.match(/^import [\s\S]*?;$/gm)).toEqual([
      "import React from 'react';",
      "import {useThemeConfig} from '@docusaurus/theme-common';",
      `import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';`,
      "import CodeBlockLayout from '@theme/CodeBlock/Layout';",
    ]);
    // The replacement returns the same shape; a new field upstream would be missing from it.
    expect(upstream(themeCommon, 'hooks/useCodeWordWrap.js')).toContain(
      'return { codeBlockRef, isEnabled, isCodeScrollable, toggle };',
    );
  });

  it("a tab panel is shown exactly when its value is the Tabs' selected value", () => {
    // src/theme/TabItem tells its code blocks whether the panel has been shown by the same test.
    const source = upstream(themeClassic, 'theme/TabItem/index.js');
    expect(source).toContain('const {selectedValue, lazy} = useTabs();');
    expect(source).toContain('const isSelected = value === selectedValue;');
    expect(source).toContain('hidden={!isSelected}');
  });
});
