import type {ThemeConfig} from '@docusaurus/preset-classic';
import {provider} from '../provider';

/**
 * The Legal column's 'Cookie settings' entry. It is not a link: the swizzled
 * Footer/LinkItem renders it as a button that the consent manager reveals.
 */
export const cookieSettingsItem = {label: 'Cookie settings', to: '#', className: 'footer__cookie-settings'};

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Resources',
      items: [
        {label: 'Company website', href: provider.urls.website},
        {label: 'Developer blog', href: provider.urls.blog},
      ],
    },
    {
      title: 'Support',
      items: [
        {label: 'Open a ticket', href: provider.urls.supportTicket},
        {label: 'Request a feature', href: provider.urls.featureRequest},
      ],
    },
    {
      title: 'Social',
      items: [
        {label: 'GitHub', href: provider.urls.codeHosting},
        {label: 'LinkedIn', href: provider.urls.professionalNetwork},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Imprint', href: provider.urls.imprint},
        {label: 'Privacy policy', href: provider.urls.privacyPolicy},
        cookieSettingsItem,
      ],
    },
  ],
  copyright: `Copyright © 2025 ${provider.displayName}`,
} satisfies ThemeConfig['footer'];
