// Starts the store on a server-rendered page once its HTML has painted: the page's scripts wait in
// <template id="app-scripts"> (scripts/lib/page-assets.mjs) and are put into the page here, so the first
// paint never waits for, nor shares the network with, the JavaScript that makes the page interactive.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var template = document.getElementById('app-scripts');
    if (!template) return;
    var tags = template.content.children;
    for (var i = 0; i < tags.length; i++) {
      // A copy made here, not a clone: only an element the document creates runs (or fetches) as it should.
      var tag = document.createElement(tags[i].localName);
      for (var j = 0; j < tags[i].attributes.length; j++) tag.setAttribute(tags[i].attributes[j].name, tags[i].attributes[j].value);
      document.head.appendChild(tag);
    }
  }
  // After the next frame has painted; a tab in the background paints no frame, so it starts within a second anyway.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
