/* global localStorage, window, document */
// Runs before the first paint (a blocking script in <head>, allowed by the CSP as our own file):
// puts the theme remembered in this browser on <html>, so no page flashes in the wrong colours.
// The account's setting (features/settings) takes over once it has loaded.
(function () {
  try {
    var preference = localStorage.getItem('theme');
    var dark =
      preference === 'dark' ||
      (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage blocked: the light default stays, and the settings apply after load.
  }
})();
