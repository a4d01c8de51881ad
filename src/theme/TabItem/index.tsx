// Wrapped to tell the code blocks in a panel whether the reader has opened it yet (src/prism/CodeShown.ts): code in
// a panel never shown ships as plain text and is highlighted on first showing. On /rest, the highlighted code of the
// 10 panels the server renders hidden was 1,781 of the page's 4,172 elements and 93 kB of its 219 kB of HTML.
import React, {useState} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {useTabs} from '@docusaurus/theme-common/internal';
import {CodeShownContext} from '@site/src/prism/CodeShown';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper(props: Props): React.ReactNode {
  // The same test as the original's for showing the panel (tests/unit/code-block.test.ts guards it).
  const selected = props.value === useTabs().selectedValue;
  const [shown, setShown] = useState(selected);
  if (selected && !shown) setShown(true);
  return (
    <CodeShownContext.Provider value={shown}>
      <TabItem {...props} />
    </CodeShownContext.Provider>
  );
}
