import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';

import { useImageUpload } from '~/components/admin/forms/use-image-upload';
import { LinkIcon, ListIcon, ListOrderedIcon } from '~/components/admin/icons';
import { ImageIcon, YouTubeIcon } from '~/components/ui/media-icons';

import { cleanPastedHtml } from './clean-pasted-html';
import { blogExtensions } from './extensions';
import { ImagePanel, LinkPanel, YouTubePanel, type Insert } from './InsertPanel';
import { Toolbar, type ToolbarItem } from './Toolbar';

const cell = (type: 'tableHeader' | 'tableCell', text: string) => ({
  type,
  content: [{ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] }],
});

/** A new table: three columns whose headers say what to replace (an empty header helps nobody). */
const NEW_TABLE = {
  type: 'table',
  content: [
    { type: 'tableRow', content: [1, 2, 3].map((n) => cell('tableHeader', `Heading ${n}`)) },
    ...[1, 2].map(() => ({
      type: 'tableRow',
      content: [1, 2, 3].map(() => cell('tableCell', '')),
    })),
  ],
};

/** What the toolbar shows as pressed or available, read once per editor transaction. */
function toolbarState(editor: Editor) {
  return {
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    strike: editor.isActive('strike'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    link: editor.isActive('link'),
    inTable: editor.isActive('table'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/**
 * The post's rich text, as HTML: headings, emphasis, lists, links, quotes, code, tables, images
 * and YouTube videos, with a keyboard-usable toolbar. An empty document is ''. Loaded on its own
 * (next/dynamic) by the blog editor only.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  teamId,
  labelledBy,
  describedBy,
  invalid,
  readOnly,
}: {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  teamId: string;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  readOnly: boolean;
}) {
  const [insert, setInsert] = useState<Insert | null>(null);
  const { upload, uploading } = useImageUpload(teamId, 'blog');
  // The HTML this editor last reported: a different `value` comes from outside (a restored draft).
  const reported = useRef(value);

  const editor = useEditor({
    extensions: blogExtensions,
    content: value,
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text min-h-80 px-4 py-3 focus:outline-none',
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      if (html === reported.current) return;
      reported.current = html;
      onChange(html);
    },
    onBlur,
  });

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without an update event: switching modes is no edit.
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  const watched = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? toolbarState(current) : null),
  });
  // The watcher reports only from the editor's first transaction on.
  const state = watched ?? (editor ? toolbarState(editor) : null);

  if (!editor || !state) {
    return <div className="min-h-80 animate-pulse bg-slate-100 dark:bg-slate-800" />;
  }

  const chain = () => editor.chain().focus();
  const toggle = (kind: Insert) => setInsert((open) => (open === kind ? null : kind));
  const groups: ToolbarItem[][] = [
    [
      { label: 'Undo', content: '↶', run: () => chain().undo().run(), disabled: !state.canUndo },
      { label: 'Redo', content: '↷', run: () => chain().redo().run(), disabled: !state.canRedo },
    ],
    [
      {
        label: 'H2 heading',
        content: 'H2',
        pressed: state.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        label: 'H3 subheading',
        content: 'H3',
        pressed: state.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        label: 'Bold',
        content: <strong>B</strong>,
        pressed: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        label: 'Italic',
        content: <em>I</em>,
        pressed: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        label: 'Strikethrough',
        content: <s>S</s>,
        pressed: state.strike,
        run: () => chain().toggleStrike().run(),
      },
    ],
    [
      {
        label: 'Bulleted list',
        content: <ListIcon className="size-4" />,
        pressed: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        label: 'Numbered list',
        content: <ListOrderedIcon className="size-4" />,
        pressed: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        label: 'Quote',
        content: '❝',
        pressed: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
      {
        label: 'Code block',
        content: '</>',
        pressed: state.codeBlock,
        run: () => chain().toggleCodeBlock().run(),
      },
    ],
    [
      {
        label: 'Link',
        content: <LinkIcon className="size-4" />,
        pressed: state.link,
        run: () => toggle('link'),
      },
      { label: 'Image', content: <ImageIcon className="size-4" />, run: () => toggle('image') },
      {
        label: 'YouTube video',
        content: <YouTubeIcon className="size-4" />,
        run: () => toggle('youtube'),
      },
      {
        label: 'Table',
        content: '▦',
        pressed: state.inTable,
        run: () => chain().insertContent(NEW_TABLE).run(),
        disabled: state.inTable,
      },
    ],
    ...(state.inTable
      ? [
          [
            { label: 'Add row', content: '+ Row', run: () => chain().addRowAfter().run() },
            { label: 'Add column', content: '+ Column', run: () => chain().addColumnAfter().run() },
            { label: 'Delete row', content: '− Row', run: () => chain().deleteRow().run() },
            {
              label: 'Delete column',
              content: '− Column',
              run: () => chain().deleteColumn().run(),
            },
            { label: 'Delete table', content: '✕ Table', run: () => chain().deleteTable().run() },
          ],
        ]
      : []),
  ];

  const close = () => {
    setInsert(null);
    editor.commands.focus();
  };

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white shadow-sm dark:bg-slate-900 ${
        invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
      }`}
    >
      {!readOnly && <Toolbar label="Formatting" groups={groups} />}
      {insert === 'link' && (
        <LinkPanel
          initialUrl={String(editor.getAttributes('link').href ?? '')}
          onClose={close}
          onApply={(href) => {
            const range = chain().extendMarkRange('link');
            if (!href) range.unsetLink().run();
            else if (editor.state.selection.empty && !editor.isActive('link')) {
              // Nothing selected: the address itself becomes the link's text.
              range
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            } else range.setLink({ href }).run();
            setInsert(null);
          }}
        />
      )}
      {insert === 'image' && (
        <ImagePanel
          upload={upload}
          uploading={uploading}
          onClose={close}
          onInsert={(image) => {
            chain().setImage(image).run();
            setInsert(null);
          }}
        />
      )}
      {insert === 'youtube' && (
        <YouTubePanel
          onClose={close}
          onInsert={(src) => {
            chain().setYoutubeVideo({ src }).run();
            setInsert(null);
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
