// Starts the store on a server-rendered page once its HTML has painted: the page's scripts wait in
// <template id="app-scripts"> (server/page-assets.ts) and are put into the page here, so the first
// paint never waits for, nor shares the network with, the JavaScript that makes the page interactive.
(function () {
  // Each tag starts a request, a fraction of a millisecond on a desktop and up to several on a phone (4 ms
  // each measured on the bench machine under load): three at a time, each three in a task of their own, so
  // the main thread is never held for long.
  var PER_TASK = 3;
  var started = false;

  function copy(from) {
    // A copy made here, not a clone of the template's: only an element this document creates runs (or fetches).
    var tag = document.createElement(from.localName);
    for (var i = 0; i < from.attributes.length; i++) tag.setAttribute(from.attributes[i].name, from.attributes[i].value);
    return tag;
  }

  function start() {
    if (started) return;
    started = true;
    var template = document.getElementById('app-scripts');
    if (!template) return;
    // The entry first: it starts as soon as it arrives, while the rest of its code is still being asked for.
    var tags = Array.prototype.slice.call(template.content.children).sort(function (a, b) {
      return (b.localName === 'script') - (a.localName === 'script');
    });
    // The entry alone in the first task (a module script costs most to start), then the rest a few at a time.
    (function next(at, count) {
      for (var i = at; i < Math.min(at + count, tags.length); i++) document.head.appendChild(copy(tags[i]));
      if (at + count < tags.length)
        setTimeout(function () {
          next(at + count, PER_TASK);
        }, 0);
    })(0, 1);
  }

  // After the next frame has painted; a tab in the background paints no frame, so it starts within a second anyway.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
