/**
 * An inline script that loads the page's scripts once the browser has drawn its first frame, in
 * the order given, as `defer` would have run them. The script's own text never changes: it reads
 * the list from its `data-sources` attribute (JSON), so the Content-Security-Policy allows it by
 * one hash instead of 'unsafe-inline'.
 *
 * Why: with `defer`, the page's ~125 kB of Next and React arrive while the browser lays out the
 * server-rendered HTML, and on a small machine compiling them competes with that first layout
 * (three times slower on two cores). Asked for after the first frame, they leave the first paint
 * to the HTML and CSS; hydration starts as soon as they arrive (docs/performance.md).
 *
 * Order: the scripts are inserted after `DOMContentLoaded` (so `__NEXT_DATA__`, at the end of
 * the body, has been parsed), in the next animation frame's following task (after that frame has
 * been drawn), with `async = false` so they run in document order, and marked
 * `data-after-first-frame`. A hidden tab draws no frames: its scripts load when it is first shown.
 */
export const AFTER_FIRST_FRAME_LOADER = [
  '(function(me){',
  'var chunks=me.getAttribute("data-turbopack");',
  'if(chunks)JSON.parse(chunks).forEach(function(entry){',
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(entry)});',
  'var list=JSON.parse(me.getAttribute("data-sources"));',
  'function insert(){list.forEach(function(src){',
  'var script=document.createElement("script");',
  'script.src=src;script.async=false;script.setAttribute("data-after-first-frame","");',
  'document.head.appendChild(script)})}',
  'function afterNextFrame(){requestAnimationFrame(function(){setTimeout(insert,0)})}',
  'if(document.readyState!=="loading")afterNextFrame();',
  'else document.addEventListener("DOMContentLoaded",afterNextFrame)',
  '})(document.currentScript)',
].join('');

/**
 * The entries of Turbopack's inline bootstrap script, which only pushes JSON entries (the page's
 * chunk lists) onto `globalThis.TURBOPACK`: the loader pushes them itself from its
 * `data-turbopack` attribute, so no inline script but the loader remains. Null when the text is
 * anything else (it is then left as Next wrote it).
 */
export function turbopackEntries(inlineScript: string): unknown[] | null {
  const push =
    /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((.*)\);$/;
  const lines = inlineScript.trim().split('\n');
  const entries: unknown[] = [];
  for (const line of lines) {
    const json = push.exec(line.trim())?.[1];
    if (json === undefined) return null;
    try {
      entries.push(JSON.parse(json));
    } catch {
      return null;
    }
  }
  return entries;
}

/** The loader's attribute for a list of script addresses. */
export function afterFirstFrameSources(sources: readonly string[]): string {
  return JSON.stringify(sources);
}
