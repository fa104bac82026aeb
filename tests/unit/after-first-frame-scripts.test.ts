import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import {
  AFTER_FIRST_FRAME_LOADER,
  afterFirstFrameSources,
  turbopackEntries,
} from '~/lib/after-first-frame-scripts';

interface InsertedScript {
  src: string;
  async: boolean;
  attributes: Record<string, string>;
}

/**
 * Runs the loader against a stand-in for the browser: the steps it waits for (the document's
 * `DOMContentLoaded`, an animation frame, a timer) are queued and run by hand.
 */
function runLoader(
  sources: string[],
  readyState: 'loading' | 'interactive',
  turbopack: unknown[] | null = null,
) {
  const inserted: InsertedScript[] = [];
  const pending: { domContentLoaded: Array<() => void>; frame: Array<() => void> } = {
    domContentLoaded: [],
    frame: [],
  };
  const timers: Array<() => void> = [];
  // The script element the loader runs in, carrying the list as the document renders it.
  const currentScript = {
    getAttribute: (name: string) => {
      if (name === 'data-sources') return afterFirstFrameSources(sources);
      return name === 'data-turbopack' && turbopack ? JSON.stringify(turbopack) : null;
    },
  };
  const document = {
    readyState,
    currentScript,
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
  const context: { TURBOPACK?: unknown[] } & Record<string, unknown> = {
    document,
    requestAnimationFrame: (callback: () => void) => pending.frame.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  runInNewContext(AFTER_FIRST_FRAME_LOADER, context);
  const drain = (queue: Array<() => void>) => queue.splice(0).forEach((run) => run());
  return {
    inserted,
    turbopack: () => context.TURBOPACK,
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

  it('keeps the same text whatever the page, so one hash allows it', () => {
    expect(AFTER_FIRST_FRAME_LOADER).not.toContain('/_next/');
    const page = runLoader(['/a.js?</script>', '/b.js?"quoted"'], 'interactive');
    page.drawFrame();
    page.runTimers();
    expect(page.inserted.map((script) => script.src)).toEqual([
      '/a.js?</script>',
      '/b.js?"quoted"',
    ]);
  });

  it("pushes Turbopack's chunk lists at once, before any script is inserted", () => {
    const entries = [{ otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [1, 2] }];
    const page = runLoader(SOURCES, 'interactive', entries);
    expect(page.turbopack()).toEqual(entries);
    expect(page.inserted).toEqual([]);
  });
});

describe('turbopackEntries', () => {
  const push = (json: string) =>
    `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${json});`;

  it("reads the entries of Turbopack's bootstrap, one push a line", () => {
    const script = [push('{"otherChunks":["a.js"],"runtimeModuleIds":[1]}'), push('{"x":2}')];
    expect(turbopackEntries(script.join('\n'))).toEqual([
      { otherChunks: ['a.js'], runtimeModuleIds: [1] },
      { x: 2 },
    ]);
  });

  it('leaves any other script alone', () => {
    expect(turbopackEntries('alert(1)')).toBeNull();
    expect(turbopackEntries(`${push('{"x":1}')}\nalert(1)`)).toBeNull();
    expect(turbopackEntries(push('{not json}'))).toBeNull();
    expect(turbopackEntries('')).toBeNull();
  });
});
