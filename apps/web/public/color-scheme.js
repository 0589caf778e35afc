// Sets the saved colour scheme before the first paint (no flash of the wrong theme). An external file because
// the Content-Security-Policy allows no inline scripts. Mirrors Mantine's ColorSchemeScript with the default
// localStorage key and 'auto' as the default scheme.
(function () {
  try {
    var saved = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme = saved === 'light' || saved === 'dark' || saved === 'auto' ? saved : 'auto';
    var computed =
      scheme !== 'auto'
        ? scheme
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', computed);
  } catch (e) {}
})();
