import '@mantine/tiptap/styles.css';
import { Stack, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { docToMarkup, type EditorNode, markupToHtml } from './markup-convert';
import { RICH_TEXT_LABELS } from './rich-text-labels';

export interface RichTextFieldProps {
  label: string;
  description?: string;
  required?: boolean;
  /** The safe markup (DESIGN §6). */
  value: string;
  onChange: (markup: string) => void;
}

const isHttps = (url: string) => /^https:\/\/\S+$/i.test(url);

/**
 * Mantine's tiptap editor limited to what the safe markup can hold: paragraphs, bullet lists,
 * bold and https links. It reads and writes the markup, so the stored document and the player
 * stay as they are. Loaded lazily (rich-text-field.tsx): tiptap is not part of the main bundle.
 */
export default function RichTextMarkupEditor({ label, description, required, value, onChange }: RichTextFieldProps) {
  const labelId = useId();
  const written = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        orderedList: false,
        blockquote: false,
        codeBlock: false,
        code: false,
        italic: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        hardBreak: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: false,
        protocols: ['https'],
        defaultProtocol: 'https',
        isAllowedUri: isHttps,
      }),
    ],
    content: markupToHtml(value),
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: current }) => {
      written.current = docToMarkup(current.getJSON() as EditorNode);
      onChange(written.current);
    },
  });

  // Another value from outside (pages reordered, content reloaded): show it.
  useEffect(() => {
    if (!editor || value === written.current) return;
    written.current = value;
    editor.commands.setContent(markupToHtml(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <Stack gap={4}>
      <div>
        <Text size="sm" fw={500} id={labelId}>
          {label}
          {required && (
            <Text span c="red" aria-hidden="true">
              {' *'}
            </Text>
          )}
        </Text>
        {description && (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      <RichTextEditor editor={editor} labels={RICH_TEXT_LABELS}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.BulletList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Stack>
  );
}
