import type { JSX } from 'react';
import { Head, Html, Main, NextScript } from 'next/document';

import { afterFirstFrameLoader } from '~/lib/after-first-frame-scripts';

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

/** The plain scripts become one inline loader (src/lib/after-first-frame-scripts.ts). */
function loadAfterFirstFrame(elements: ScriptElement[]): ScriptElement[] {
  const plain = elements.filter(isPlainScript);
  if (plain.length === 0) return elements;
  const sources = plain.map((element) => (element.props as { src: string }).src);
  return [
    ...elements.filter((element) => !isPlainScript(element)),
    <script
      key="after-first-frame"
      dangerouslySetInnerHTML={{ __html: afterFirstFrameLoader(sources) }}
    />,
  ];
}

/**
 * Next's `<Head>`, asking for the page's scripts only once the first frame is drawn. The
 * development server keeps Next's own tags, which its refresh runtime is built around.
 */
class AfterFirstFrameHead extends Head {
  override getDynamicChunks(files: DocumentFiles) {
    const chunks = super.getDynamicChunks(files);
    return this.context.isDevelopment ? chunks : loadAfterFirstFrame(chunks);
  }

  override getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files);
    if (this.context.isDevelopment) return scripts;
    return loadAfterFirstFrame(scripts).filter((element) => element !== null);
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
