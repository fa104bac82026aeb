import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { afterFirstFrameLoader } from '~/lib/after-first-frame-scripts';

interface InsertedScript {
  src: string;
  async: boolean;
  attributes: Record<string, string>;
}

/**
 * Runs the loader against a stand-in for the browser: the steps it waits for (the document's
 * `DOMContentLoaded`, an animation frame, a timer) are queued and run by hand.
 */
function runLoader(sources: string[], readyState: 'loading' | 'interactive') {
  const inserted: InsertedScript[] = [];
  const pending: { domContentLoaded: Array<() => void>; frame: Array<() => void> } = {
    domContentLoaded: [],
    frame: [],
  };
  const timers: Array<() => void> = [];
  const document = {
    readyState,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') pending.domContentLoaded.push(listener);
    },
    createElement: (tag: string) => {
      const attributes: Record<string, string> = {};
      const setAttribute = (name: string, value: string) => (attributes[name] = value);
      return { tag, src: '', async: true, attributes, setAttribute };
    },
    head: { appendChild: (script: InsertedScript) => inserted.push(script) },
  };
  runInNewContext(afterFirstFrameLoader(sources), {
    document,
    requestAnimationFrame: (callback: () => void) => pending.frame.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const drain = (queue: Array<() => void>) => queue.splice(0).forEach((run) => run());
  return {
    inserted,
    contentLoaded: () => drain(pending.domContentLoaded),
    drawFrame: () => drain(pending.frame),
    runTimers: () => drain(timers),
  };
}

const SOURCES = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/x/_ssg.js'];

describe('afterFirstFrameLoader', () => {
  it('waits for the parsed document and a drawn frame, then inserts the scripts in order', () => {
    const page = runLoader(SOURCES, 'loading');
    page.drawFrame();
    page.runTimers();
    expect(page.inserted).toEqual([]);

    page.contentLoaded();
    expect(page.inserted).toEqual([]);
    page.drawFrame();
    expect(page.inserted).toEqual([]);
    page.runTimers();

    expect(page.inserted.map((script) => script.src)).toEqual(SOURCES);
    // Inserted scripts run as soon as they arrive unless told otherwise: these keep their order.
    expect(page.inserted.every((script) => !script.async)).toBe(true);
    expect(page.inserted.every((script) => 'data-after-first-frame' in script.attributes)).toBe(
      true,
    );
  });

  it('needs only the frame when the document is already parsed', () => {
    const page = runLoader(SOURCES, 'interactive');
    expect(page.inserted).toEqual([]);
    page.drawFrame();
    page.runTimers();
    expect(page.inserted.map((script) => script.src)).toEqual(SOURCES);
  });

  it('cannot be ended early by a source that spells out a closing script tag', () => {
    const source = afterFirstFrameLoader(['/a.js?</script><script>alert(1)</script>']);
    expect(source).not.toMatch(/<\/script/i);

    const page = runLoader(['/a.js?</script>'], 'interactive');
    page.drawFrame();
    page.runTimers();
    expect(page.inserted.map((script) => script.src)).toEqual(['/a.js?</script>']);
  });
});
