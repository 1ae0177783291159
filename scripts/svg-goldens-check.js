// Checks every SVG golden inlined in the page (scripts/svg-goldens-check.sh) in a real
// browser: each text of the driver view is drawn inside the car's bounds, no wider than
// its room (a line that would be is drawn narrower, never clipped), a cut line ends in
// the car's "…", notes stay inside the picture, no character is tofu, and the picture
// fits a 390-px-wide phone when scaled to it. The verdict goes to body[data-svg-check].
(function () {
  var d = document, fails = [], texts = 0, cuts = 0, symbols = 0, unknown = 0;
  var cv = d.createElement('canvas').getContext('2d', {willReadFrequently: true}), seen = {};
  function ink(ch, font) { cv.canvas.width = 64; cv.canvas.height = 40; cv.font = font; cv.fillStyle = '#000'; cv.fillText(ch, 4, 30);
    var p = cv.getImageData(0, 0, 64, 40).data, h = 0; for (var i = 3; i < p.length; i += 4) h = (h * 31 + p[i]) | 0; return h + ':' + cv.measureText(ch).width; }
  function tofu(ch, font) { var k = font + '|' + ch; if (!(k in seen)) seen[k] = ink(ch, font) === ink('\u{10FFFD}', font); return seen[k]; }
  var skip = /[\p{M}\p{Cf}\p{Zs}\u{FE00}-\u{FE0F}\u{1F3FB}-\u{1F3FF}]/u;
  d.querySelectorAll('.golden').forEach(function (g) {
    var name = g.getAttribute('data-name'), svg = g.querySelector('svg'), car = svg.querySelector('[data-role=car]');
    if (!car) return fails.push(name + ': no car');
    var box = car.getBoundingClientRect(), whole = svg.getBoundingClientRect();
    svg.querySelectorAll('text[data-room]').forEach(function (t) {
      var b = t.getBoundingClientRect(), role = t.getAttribute('data-role'), room = +t.getAttribute('data-room'), w = t.getComputedTextLength();
      texts++;
      var bounds = role === 'note' ? whole : box;
      if (b.left < bounds.left - 1 || b.right > bounds.right + 1 || b.top < bounds.top - 1 || b.bottom > bounds.bottom + 1)
        fails.push(name + ': "' + t.textContent + '" (' + role + ') drawn outside the ' + (role === 'note' ? 'picture' : 'car'));
      if (w > room + 1) fails.push(name + ': "' + t.textContent + '" is ' + Math.round(w) + ' px in a ' + room + ' px room');
      if (t.hasAttribute('data-whole')) { cuts++; if (!/…$/.test(t.textContent)) fails.push(name + ': "' + t.textContent + '" cut without the car\u2019s …'); }
      var font = getComputedStyle(t).fontWeight + ' ' + getComputedStyle(t).fontSize + ' ' + getComputedStyle(t).fontFamily;
      Array.from(t.textContent).forEach(function (ch) {
        if (ch.codePointAt(0) > 127 && !skip.test(ch) && tofu(ch, font)) fails.push(name + ': tofu U+' + ch.codePointAt(0).toString(16).toUpperCase() + ' in "' + t.textContent + '"');
      });
    });
    symbols += svg.querySelectorAll('[data-symbol]').length;
    unknown += svg.querySelectorAll('[data-symbol][data-unknown]').length;
    var r = g.getBoundingClientRect();
    if (r.right > innerWidth + 1 || r.left < -1) fails.push(name + ': picture runs off a ' + innerWidth + '-px window (' + Math.round(r.left) + '…' + Math.round(r.right) + ')');
  });
  var b = d.body;
  b.setAttribute('data-goldens', d.querySelectorAll('.golden').length);
  b.setAttribute('data-texts', texts); b.setAttribute('data-cuts', cuts); b.setAttribute('data-symbols', symbols); b.setAttribute('data-unknown-symbols', unknown);
  b.setAttribute('data-svg-check', fails.length ? fails.slice(0, 12).join(' | ') : 'ok');
})();
