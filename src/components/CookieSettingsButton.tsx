import React, {useEffect, useState} from 'react';
import {onConsentManagerReady, openConsentSettings} from '@site/src/consent';

/** Hidden until the consent manager has loaded, since before that there is nothing to open. */
export default function CookieSettingsButton({label, className}: {label: string; className: string}): React.ReactNode {
  const [ready, setReady] = useState(false);
  useEffect(() => onConsentManagerReady(() => setReady(true)), []);
  return (
    <button type="button" className={className} hidden={!ready} onClick={openConsentSettings}>
      {label}
    </button>
  );
}
