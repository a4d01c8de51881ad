// Wrapped to mark each language tab and its panel with the tab's value, so that src/plugins/language-tabs can show
// the reader's language before the page hydrates. Other tab sets pass through as they are, and so do lazy ones, whose
// server-rendered page holds only the first panel.
import React, {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {languageTabs} from '@site/src/api/languageTabs';
import {languagePanelClass, languageTabAttribute} from '@site/src/plugins/language-tabs/markers';

type Props = WrapperProps<typeof TabsType>;

/** A tab item with its value on its tab (the theme spreads `attributes` on the `<li>`) and on its panel's class. */
function marked(child: ReactElement<TabItemProps>): ReactElement<TabItemProps> {
  const {value, attributes, className} = child.props;
  return cloneElement(child, {
    attributes: {...attributes, [languageTabAttribute]: value},
    className: clsx(className, languagePanelClass(value)),
  });
}

export default function TabsWrapper(props: Props): ReactNode {
  const isLanguageGroup =
    props.groupId === languageTabs.groupId && props.queryString === languageTabs.queryString && !props.lazy;
  if (!isLanguageGroup) return <Tabs {...props} />;
  const children = Children.map(props.children, (child) =>
    isValidElement<TabItemProps>(child) && typeof child.props.value === 'string' ? marked(child) : child,
  );
  return <Tabs {...props}>{children}</Tabs>;
}
