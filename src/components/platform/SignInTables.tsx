import React from 'react';
import {mfaMethods, personalTokenEnds, signInMethods} from '../../platform';
import RuleTable, {rowsNamed} from './RuleTable';

/**
 * Every way to sign in, with its credential, second factor and result, each linked to the page that explains it. The
 * rules that go with a credential show under the table, a block per sign-in method.
 * With `home`, only the methods that page explains, so that page renders its own rows instead of restating them;
 * their Who cells stay unlinked there, since the link would lead to the page itself.
 * With `page` (the route of the page that shows every method), the rows whose home is that page stay unlinked too.
 */
export function SignInMethodTable({
  home,
  page: here,
  secondFactor = true,
}: {
  home?: string;
  page?: string;
  /** False on a page whose methods all take the same second factor and say so once in prose. */
  secondFactor?: boolean;
}): React.ReactNode {
  const rows = rowsNamed(
    'SignInMethodTable',
    signInMethods,
    home === undefined ? undefined : [home],
    (method, page) => method.home === page,
  );
  return (
    <RuleTable
      columns={[
        {
          heading: 'Who',
          cell: (method) => (method.home === (home ?? here) ? method.who : `[${method.who}](${method.home})`),
        },
        {heading: 'Credential', parts: (method) => method.credential, restTitle: (method) => method.who},
        ...(secondFactor
          ? [{heading: 'Second factor', cell: (method: (typeof rows)[number]) => method.secondFactor}]
          : []),
        {heading: 'Result', cell: (method) => method.result},
      ]}
      rows={rows}
    />
  );
}

/** The second factors of the Portal: how each works, how long a code lasts, what it is enough for. */
export function MfaMethodTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Method', cell: (method) => method.name},
        {heading: 'How it works', cell: (method) => method.howItWorks},
        {heading: 'A code is valid', cell: (method) => method.validity},
        {heading: 'Enough for', cell: (method) => method.enoughFor},
      ]}
      rows={mfaMethods}
    />
  );
}

/** Everything that ends a user's personal API tokens, and which of them each ends. */
export function PersonalTokenEndTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'What happens', cell: (end) => end.event},
        {heading: 'Which personal tokens end', cell: (end) => end.ends},
      ]}
      rows={personalTokenEnds}
    />
  );
}
