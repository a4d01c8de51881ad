// Wraps the footer link so the Legal column's 'Cookie settings' entry becomes the consent manager's button.
import React from 'react';
import LinkItem from '@theme-original/Footer/LinkItem';
import type LinkItemType from '@theme/Footer/LinkItem';
import type {WrapperProps} from '@docusaurus/types';
import CookieSettingsButton from '@site/src/components/CookieSettingsButton';
import {cookieSettingsItem} from '@site/src/config/footer';

type Props = WrapperProps<typeof LinkItemType>;

export default function LinkItemWrapper(props: Props): React.ReactNode {
  if (props.item.className === cookieSettingsItem.className) {
    return <CookieSettingsButton className={cookieSettingsItem.className} label={props.item.label ?? ''} />;
  }
  return <LinkItem {...props} />;
}
