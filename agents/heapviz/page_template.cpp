// The page around heapviz's data (page.h): HTML, CSS and plain JavaScript,
// nothing fetched from a network. The script builds the picture as SVG from
// the JSON in <script id="heapviz-data">, and leaves checkable marks in the
// DOM for the browser tests (docs/heapviz.md, "What the page holds"):
// data-collections on #heapviz, one <rect class="collection"> per
// collection, one <g class="arena" data-name="..."> per arena, and
// <rect class="block"> per occupied cell of the maps shown.
#include "page.h"

namespace heapviz {

const char* const kDataMarker = "@HEAPVIZ_DATA@";

const char* const kPageTemplate = R"PAGE(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>heapviz: a picture of the heap</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1em 2em; color: #222; }
h1 { font-size: 1.4em; margin: 0 0 .3em; }
h2 { font-size: 1.1em; margin: 1.2em 0 .3em; }
h3 { font-size: 1em; margin: .8em 0 .2em; }
.note { color: #555; }
.budget { color: #8a4b00; }
#controls { margin: .6em 0; display: flex; gap: .8em; align-items: center; flex-wrap: wrap; }
#slider { width: 420px; }
#info { position: sticky; bottom: 0; background: #fffbe8; border-top: 1px solid #ddd; padding: .4em; min-height: 2.8em; }
svg text { font: 11px system-ui, sans-serif; fill: #333; }
rect.collection { fill: #d33; fill-opacity: .35; }
rect.collection.chosen { fill: #d33; fill-opacity: .9; }
rect.block:hover { stroke: #000; stroke-width: 1.5; }
rect.empty { fill: #f2f2f2; }
rect.freed { fill: #d11; }
rect.moved { fill: none; stroke: #0a7d32; stroke-width: 2; }
.maprow { display: flex; gap: 2em; flex-wrap: wrap; }
</style>
</head>
<body>
<div id="heapviz">
<h1>A picture of the heap</h1>
<p id="summary"></p>
<p id="budget" class="budget"></p>
<h2>Occupancy of each arena over time</h2>
<p class="note">Live bytes per arena from the heap events, sampled when the program starts
(JVM_INIT_DONE: the time before it is the VM's own start-up), at the start and end of every
collection and at the end of the run; red bands are the pauses (GC_START to GC_FINISH). Click a
pause to see its maps.</p>
<svg id="legend" width="900" height="24"></svg>
<svg id="timeline" width="900" height="220"></svg>
<h2>Each arena before and after a collection</h2>
<p class="note">Each block is a cell: a stretch of the arena's addresses, from its lowest to its
highest object. Its colour is the class holding most of its bytes (or the mean age: collections
survived), its strength how full it is; grey cells hold nothing (holes). Before: the red bar is
what the collection freed there; a green frame, bytes that moved away. After: a green frame,
bytes that moved in. The last step is the heap at the end of the run. Use the slider or the arrow keys.</p>
<div id="controls">
<button id="previous" type="button">&#9664;</button>
<input id="slider" type="range" min="0" max="0" value="0">
<button id="next" type="button">&#9654;</button>
<span id="which"></span>
<label><input type="radio" name="colour" value="class" checked> colour by class</label>
<label><input type="radio" name="colour" value="age"> colour by age</label>
</div>
<div id="maps"></div>
<div id="info">Hover over a block.</div>
</div>
<script type="application/json" id="heapviz-data">@HEAPVIZ_DATA@</script>
<script>
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('heapviz-data').textContent);
  var SVG = 'http://www.w3.org/2000/svg';
  var root = document.getElementById('heapviz');
  var colourBy = 'class';
  var chosen = 0;

  function svg(name, attributes, parent) {
    var e = document.createElementNS(SVG, name);
    for (var key in attributes) e.setAttribute(key, attributes[key]);
    if (parent) parent.appendChild(e);
    return e;
  }
  function size(bytes) {
    if (bytes >= 1048576) return (bytes / 1048576).toFixed(1) + ' MiB';
    if (bytes >= 1024) return (bytes / 1024).toFixed(1) + ' KiB';
    return bytes + ' bytes';
  }
  function ms(us) { return (us / 1000).toFixed(3) + ' ms'; }
  // Neighbouring class numbers get distant hues (the golden angle), kept
  // out of the reds, which mean freed.
  function classColour(index) { return 'hsl(' + Math.round(40 + (index * 137.508) % 280) + ',62%,52%)'; }
  function ageColour(age) {
    var t = Math.min(age, 16) / 16;
    return 'hsl(' + Math.round(55 + t * 185) + ',70%,' + Math.round(62 - t * 22) + '%)';
  }
  var arenaColours = ['#1f77b4', '#ff7f0e', '#2ca02c', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#17becf'];

  var collections = data.collections;
  root.setAttribute('data-collections', String(collections.length));
  root.setAttribute('data-unreported-collections', String(data.unreportedCollections));
  root.setAttribute('data-snapshots', String(data.snapshots.length));

  // ---- summary and budget ----
  var pauseUs = 0;
  collections.forEach(function (c) { pauseUs += c[1] - c[0]; });
  document.getElementById('summary').textContent =
      collections.length + ' collections reported by GC_START/GC_FINISH' +
      (data.unreportedCollections ? ' (-verbose:gc also counts the collections made while the VM ' +
       'started, before JVM_INIT_DONE, which no event reports: at least ' + data.unreportedCollections + ')' : '') +
      ', ' + ms(pauseUs) + ' paused in all, ' + data.allocations + ' objects allocated, run of ' +
      ms(data.endUs) + '. Arenas: ' + data.arenas.join(', ') + '.';
  var b = data.budget;
  if (b.stride > 1 || b.shown < collections.length) {
    document.getElementById('budget').textContent =
        'Maps are kept for ' + b.shown + ' of the ' + collections.length +
        ' collections (one every ' + b.stride + ', evenly spaced), to keep the page within its budget of ' +
        size(b.maxBytes) + ' (option maxsize=<MB>; cells=<n> sets the cells per map).';
  }

  // ---- legend and timeline ----
  var legend = document.getElementById('legend');
  data.arenas.forEach(function (name, i) {
    var g = svg('g', {'class': 'arena', 'data-name': name, transform: 'translate(' + (i * 150) + ',4)'}, legend);
    svg('rect', {width: 14, height: 14, fill: arenaColours[i % arenaColours.length]}, g);
    svg('text', {x: 20, y: 12}, g).textContent = name;
  });

  var timeline = document.getElementById('timeline');
  var W = 900, H = 220, left = 60, bottom = 20, top = 8;
  var endUs = Math.max(data.endUs, 1);
  var peak = 1;
  collections.forEach(function (c) {
    c[2].forEach(function (v) { peak = Math.max(peak, v); });
    c[3].forEach(function (v) { peak = Math.max(peak, v); });
  });
  data.liveAtStart.forEach(function (v) { peak = Math.max(peak, v); });
  data.liveAtEnd.forEach(function (v) { peak = Math.max(peak, v); });
  function x(us) { return left + (W - left - 8) * us / endUs; }
  function y(bytes) { return top + (H - top - bottom) * (1 - bytes / peak); }
  svg('line', {x1: left, y1: y(0), x2: W - 8, y2: y(0), stroke: '#999'}, timeline);
  svg('text', {x: 2, y: top + 10}, timeline).textContent = size(peak);
  svg('text', {x: 2, y: y(0)}, timeline).textContent = '0';
  svg('text', {x: W - 8, y: H - 4, 'text-anchor': 'end'}, timeline).textContent = ms(data.endUs);
  var pauses = [];
  collections.forEach(function (c, i) {
    var r = svg('rect', {'class': 'collection', 'data-index': i, x: x(c[0]), y: top,
                         width: Math.max(1, x(c[1]) - x(c[0])), height: H - top - bottom}, timeline);
    svg('title', {}, r).textContent = 'collection ' + i + ': pause ' + ms(c[1] - c[0]) + ', ' +
        c[4] + ' objects freed, ' + c[5] + ' moved';
    r.addEventListener('click', function () { choose(nearestSnapshot(i)); });
    pauses.push(r);
  });
  data.arenas.forEach(function (name, a) {
    // From JVM_INIT_DONE (the replayed heap) through every collection's
    // before and after to the end of the run.
    var points = [x(data.startUs) + ',' + y(data.liveAtStart[a] || 0)];
    collections.forEach(function (c) {
      points.push(x(c[0]) + ',' + y(c[2][a] || 0));
      points.push(x(c[1]) + ',' + y(c[3][a] || 0));
    });
    points.push(x(endUs) + ',' + y(data.liveAtEnd[a] || 0));
    svg('polyline', {points: points.join(' '), fill: 'none', 'stroke-width': 1.5,
                     stroke: arenaColours[a % arenaColours.length]}, timeline);
  });

  // ---- the maps ----
  var info = document.getElementById('info');
  function describe(arena, when, map, index, cell) {
    var start = BigInt(map.lo) + BigInt(index * map.cb);
    var text = arena + ', ' + when + ', cell ' + index + ' (0x' + start.toString(16) + ', ' + size(map.cb) + '): ';
    if (!cell) return text + 'empty';
    text += cell[6] + ' objects, ' + size(cell[7]) + ' (' + cell[0] + '% full); mostly ' +
        data.classes[cell[1]] + ', allocated in ' + data.sites[cell[2]] + '; mean age ' + cell[3] +
        ' collections';
    if (cell[4]) text += '; ' + cell[4] + '% of the bytes moved ' + (when.indexOf('before') === 0 ? 'away' : 'here');
    if (cell[5]) text += '; ' + cell[5] + '% freed';
    return text;
  }
  function drawMap(parent, arena, when, map) {
    var cells = map.cells, columns = Math.min(cells.length, 64), side = 11;
    var rows = Math.ceil(cells.length / columns);
    var box = document.createElement('div');
    var title = document.createElement('div');
    title.textContent = when;
    box.appendChild(title);
    var picture = svg('svg', {width: columns * side + 2, height: rows * side + 2, 'class': 'map'}, box);
    cells.forEach(function (cell, i) {
      var cx = 1 + (i % columns) * side, cy = 1 + Math.floor(i / columns) * side;
      if (!cell) {
        svg('rect', {'class': 'empty', x: cx, y: cy, width: side - 1, height: side - 1}, picture)
            .addEventListener('mouseover', function () { info.textContent = describe(arena, when, map, i, null); });
        return;
      }
      var fill = colourBy === 'class' ? classColour(cell[1]) : ageColour(cell[3]);
      var r = svg('rect', {'class': 'block', x: cx, y: cy, width: side - 1, height: side - 1, fill: fill,
                           'fill-opacity': (0.3 + 0.7 * cell[0] / 100).toFixed(2)}, picture);
      r.addEventListener('mouseover', function () { info.textContent = describe(arena, when, map, i, cell); });
      if (cell[5]) {
        var h = Math.max(1, (side - 1) * cell[5] / 100);
        svg('rect', {'class': 'freed', x: cx, y: cy + side - 1 - h, width: side - 1, height: h}, picture);
      }
      if (cell[4]) svg('rect', {'class': 'moved', x: cx + 1, y: cy + 1, width: side - 3, height: side - 3}, picture);
    });
    parent.appendChild(box);
  }
  function nearestSnapshot(collection) {
    var best = 0;
    data.snapshots.forEach(function (s, i) {
      if (Math.abs(s.c - collection) < Math.abs(data.snapshots[best].c - collection)) best = i;
    });
    return best;
  }
  var maps = document.getElementById('maps');
  var slider = document.getElementById('slider');
  var which = document.getElementById('which');
  function draw() {
    while (maps.firstChild) maps.removeChild(maps.firstChild);
    pauses.forEach(function (p) { p.setAttribute('class', 'collection'); });
    if (data.snapshots.length === 0) {
      which.textContent = 'nothing to map';
      return;
    }
    var s = data.snapshots[chosen];
    var c = s.exit ? null : collections[s.c];
    if (pauses[s.c]) pauses[s.c].setAttribute('class', 'collection chosen');
    which.textContent = s.exit ? 'the heap at the end of the run, after ' + collections.length + ' collections' :
        'collection ' + s.c + ' of ' + collections.length +
        (c ? ' at ' + ms(c[0]) + ', pause ' + ms(c[1] - c[0]) + ', ' + c[4] + ' objects freed, ' + c[5] + ' moved' : '');
    s.maps.forEach(function (m) {
      var name = data.arenas[m.a];
      var section = document.createElement('div');
      var heading = document.createElement('h3');
      heading.textContent = name + (c ? ': ' + size(c[2][m.a] || 0) + ' \u2192 ' + size(c[3][m.a] || 0)
                                      : ': ' + size(data.liveAtEnd[m.a] || 0));
      section.appendChild(heading);
      var row = document.createElement('div');
      row.className = 'maprow';
      if (s.exit) {
        drawMap(row, name, 'at the end of the run', m.before);
      } else {
        drawMap(row, name, 'before collection ' + s.c, m.before);
        drawMap(row, name, 'after collection ' + s.c, m.after);
      }
      section.appendChild(row);
      maps.appendChild(section);
    });
  }
  function choose(index) {
    chosen = Math.max(0, Math.min(data.snapshots.length - 1, index));
    slider.value = String(chosen);
    draw();
  }
  slider.max = String(Math.max(0, data.snapshots.length - 1));
  slider.addEventListener('input', function () { choose(Number(slider.value)); });
  document.getElementById('previous').addEventListener('click', function () { choose(chosen - 1); });
  document.getElementById('next').addEventListener('click', function () { choose(chosen + 1); });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowLeft') { choose(chosen - 1); e.preventDefault(); }
    if (e.key === 'ArrowRight') { choose(chosen + 1); e.preventDefault(); }
  });
  Array.prototype.forEach.call(document.querySelectorAll('input[name=colour]'), function (radio) {
    radio.addEventListener('change', function () { colourBy = radio.value; draw(); });
  });
  // The first collection that freed or moved something is the more telling start.
  var start = 0;
  for (var i = 0; i < data.snapshots.length; i++) {
    var c = collections[data.snapshots[i].c];
    if (!data.snapshots[i].exit && c && (c[4] > 0 || c[5] > 0)) { start = i; break; }
  }
  choose(start);
})();
</script>
</body>
</html>
)PAGE";

}  // namespace heapviz
