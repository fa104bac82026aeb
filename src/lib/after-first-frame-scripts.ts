/**
 * The source of an inline script that loads the page's scripts once the browser has drawn its
 * first frame, in the order given, as `defer` would have run them.
 *
 * Why: with `defer`, the page's ~125 kB of Next and React arrive while the browser lays out the
 * server-rendered HTML, and on a small machine compiling them competes with that first layout
 * (three times slower on two cores). Asked for after the first frame, they leave the first paint
 * to the HTML and CSS; hydration starts as soon as they arrive (README, "Performance").
 *
 * Order: the scripts are inserted after `DOMContentLoaded` (so `__NEXT_DATA__`, at the end of
 * the body, has been parsed), in the next animation frame's following task (after that frame has
 * been drawn), with `async = false` so they run in document order, and marked
 * `data-after-first-frame`. A hidden tab draws no frames: its scripts load when it is first shown.
 */
export function afterFirstFrameLoader(sources: readonly string[]): string {
  // Escaped like Next's own inline JSON: "</script>" cannot end this script early.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return [
    '(function(list){',
    'function insert(){list.forEach(function(src){',
    'var script=document.createElement("script");',
    'script.src=src;script.async=false;script.setAttribute("data-after-first-frame","");',
    'document.head.appendChild(script)})}',
    'function afterNextFrame(){requestAnimationFrame(function(){setTimeout(insert,0)})}',
    'if(document.readyState!=="loading")afterNextFrame();',
    'else document.addEventListener("DOMContentLoaded",afterNextFrame)',
    `})(${list})`,
  ].join('');
}
