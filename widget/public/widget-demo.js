// Demo page wiring: ?cohort=TAG (or the form) sets the cohort on both widgets, ?lang=es|de|ar
// their language; the snippet shows this server's own widget URL. Values only ever go through attributes and textContent.
(function () {
  var params = new URLSearchParams(location.search);
  var tag = (params.get('cohort') || '').trim().toLowerCase();
  var lang = (params.get('lang') || '').trim();
  var input = document.getElementById('cohort-input');
  var widgets = document.querySelectorAll('fit-results.demo-widget');
  var snippet = document.getElementById('snippet');
  function apply(value) {
    widgets.forEach(function (w) {
      w.setAttribute('cohort', value);
      if (lang) w.setAttribute('lang', lang);
    });
    snippet.textContent =
      '<script src="' +
      location.origin +
      '/widget.js" data-cohort="' +
      (value || 'TAG') +
      '" async></script>\n' +
      '<!-- or -->\n<fit-results cohort="' +
      (value || 'TAG') +
      '" mode="full"></fit-results>\n' +
      '<script src="' +
      location.origin +
      '/widget.js" async></script>';
  }
  input.value = tag;
  apply(tag);
  document.getElementById('cohort-form').addEventListener('submit', function (e) {
    e.preventDefault();
    var value = input.value.trim().toLowerCase();
    history.replaceState(null, '', '?cohort=' + encodeURIComponent(value) + (lang ? '&lang=' + encodeURIComponent(lang) : ''));
    apply(value);
  });
})();
