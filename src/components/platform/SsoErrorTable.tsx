import React from 'react';
import {ssoErrorMessages} from '../../platform';
import RuleTable from './RuleTable';

/**
 * The Portal's single sign-on error messages, with the cause and fix of each; the message links to the section of the
 * troubleshooting page that walks through the failure.
 */
export function SsoErrorTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Message', cell: (error) => `[${error.message}](${error.section})`},
        {heading: 'Cause', cell: (error) => error.cause},
        {heading: 'Fix', cell: (error) => error.fix},
      ]}
      rows={ssoErrorMessages}
    />
  );
}
