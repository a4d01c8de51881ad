/** `@docusaurus/router` outside the site's router, for the files that render components to HTML: every page is `/`. */
export const useLocation = () => ({pathname: '/', search: '', hash: ''});
