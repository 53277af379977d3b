// Runs before the first paint (classic script, allowed by the CSP as a same-origin file): sets the page language
// early and marks the home page so the static shell in index.html can paint the hero before the app's code arrives.
(function () {
  var root = globalThis.document.documentElement;
  try {
    var language = globalThis.localStorage.getItem('kisansetu.language');
    if (language === 'hi' || language === 'en') root.lang = language;
  } catch {
    // Storage unavailable: the app decides later.
  }
  if (globalThis.location.pathname === '/') root.classList.add('boot-home');
})();
