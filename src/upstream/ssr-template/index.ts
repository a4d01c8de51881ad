/**
 * Docusaurus's page template (core/lib/ssg/ssgTemplate.html.js, 3.10) with one change: the app's scripts are
 * requested once the page has painted, by a small inline script at the end of the body, instead of by
 * `<script defer>` tags in the head. Every page is readable before its scripts run (the server renders it whole),
 * so on a slow connection the HTML and the one style sheet get the bandwidth first, and the scripts follow to
 * hydrate the page. With `defer` the browser fetches the scripts alongside the style sheet, and on simulated
 * slow 4G Lighthouse counts their 110 kB (gzip) towards the largest contentful paint of every page.
 *
 * The page waits for the browser's own record of its first paint (a paint timing entry): on a busy machine a
 * frame can reach the screen well after requestAnimationFrame ran; browsers without paint timing wait for the
 * frame after the first. A page opened in a background tab paints nothing, so it requests them at once, as does
 * one hidden before it painted; one that has not painted in 10 s requests them anyway.
 *
 * The scripts are those Docusaurus lists for the page (it.scripts). Their list is in the
 * loader's `data-scripts` attribute, not in its code, so the loader is the same on every page: one hash in the
 * Content-Security-Policy.
 * tests/unit/ssr-template.test.ts compares this with the upstream template.
 */
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script data-scripts="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">
      (function (scripts) {
        var loaded = false;
        function load() {
          if (loaded) return;
          loaded = true;
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        function loadIfHidden() {
          if (document.visibilityState === 'hidden') load();
        }
        loadIfHidden();
        document.addEventListener('visibilitychange', loadIfHidden);
        var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
        if (types.indexOf('paint') !== -1) {
          new PerformanceObserver(load).observe({type: 'paint', buffered: true});
          setTimeout(load, 10000);
        } else requestAnimationFrame(function () { setTimeout(load); });
      })(JSON.parse(document.currentScript.getAttribute('data-scripts')));
    </script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
