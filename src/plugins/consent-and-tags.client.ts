// Sends a page view to the tag manager on every client-side route change (the first view is its own gtm.js event).
import type {ClientModule} from '@docusaurus/types';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return;
    // The document title is updated after the next frame; wait for it so the event carries the new one.
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.dataLayer?.push({
          event: 'page_view',
          page_path: location.pathname + location.search + location.hash,
          page_title: document.title,
        });
      }),
    );
  },
};

export default clientModule;
