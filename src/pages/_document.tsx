import { Head, Html, Main, NextScript } from 'next/document';
import type { JSX } from 'react';

import {
  AFTER_FIRST_FRAME_LOADER,
  afterFirstFrameSources,
  turbopackEntries,
} from '~/lib/after-first-frame-scripts';

type ScriptElement = JSX.Element | null;
type DocumentFiles = Parameters<Head['getScripts']>[0];

/** A plain `<script src>`: no nonce, cross-origin mode or `nomodule` to carry over. */
function isPlainScript(element: ScriptElement): element is JSX.Element {
  const props = (element?.props ?? {}) as Record<string, unknown>;
  return (
    element?.type === 'script' &&
    typeof props.src === 'string' &&
    !props.nonce &&
    !props.crossOrigin &&
    !props.noModule
  );
}

/** The text of an inline `<script>` element; null for any other element. */
function inlineScriptText(element: ScriptElement): string | null {
  if (element?.type !== 'script') return null;
  const props = (element.props ?? {}) as {
    src?: unknown;
    dangerouslySetInnerHTML?: { __html?: unknown };
  };
  const html = props.dangerouslySetInnerHTML?.__html;
  return props.src === undefined && typeof html === 'string' ? html : null;
}

/**
 * The plain scripts become one inline loader (src/lib/after-first-frame-scripts.ts), which also
 * carries Turbopack's inline bootstrap as data: no inline script but the loader is left, and the
 * Content-Security-Policy allows the loader by its hash.
 */
function loadAfterFirstFrame<Element extends ScriptElement>(
  elements: Element[],
): Array<Element | JSX.Element> {
  const sources: string[] = [];
  const turbopack: unknown[] = [];
  const others: Element[] = [];
  for (const element of elements) {
    const entries = turbopackEntries(inlineScriptText(element) ?? '');
    if (isPlainScript(element)) sources.push((element.props as { src: string }).src);
    else if (entries) turbopack.push(...entries);
    else others.push(element);
  }
  if (sources.length === 0 && turbopack.length === 0) return elements;
  return [
    ...others,
    <script
      key="after-first-frame"
      data-sources={afterFirstFrameSources(sources)}
      data-turbopack={turbopack.length > 0 ? JSON.stringify(turbopack) : undefined}
      dangerouslySetInnerHTML={{ __html: AFTER_FIRST_FRAME_LOADER }}
    />,
  ];
}

/**
 * Next's `<Head>`, asking for the page's scripts only once the first frame is drawn. The
 * development server keeps Next's own tags, which its refresh runtime is built around.
 */
class AfterFirstFrameHead extends Head {
  override getDynamicChunks(files: DocumentFiles) {
    return this.afterFirstFrame(super.getDynamicChunks(files));
  }

  override getScripts(files: DocumentFiles) {
    return this.afterFirstFrame(super.getScripts(files));
  }

  private afterFirstFrame<Element extends ScriptElement>(elements: Element[]) {
    return this.context.isDevelopment ? elements : loadAfterFirstFrame(elements);
  }
}

export default function Document() {
  return (
    <Html lang="en">
      <AfterFirstFrameHead>
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#020618" media="(prefers-color-scheme: dark)" />
      </AfterFirstFrameHead>
      <body className="bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
