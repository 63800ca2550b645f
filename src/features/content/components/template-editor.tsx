import { Alert, Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { mergeFieldError, mergeFields, mergeTag } from '../../../domain/content/merge-fields';

type Props = {
  subject: string;
  body: string;
  /** What the preview shows while writing. */
  onDraft: (text: { subject: string; body: string }) => void;
  onSave: (text: { subject: string; body: string }) => Promise<void> | void;
};

/**
 * The rich-text editor of a Draft's template (Mantine's Tiptap editor),
 * loaded only where a template is edited. Merge fields are inserted from
 * the list the server checks against.
 */
export default function TemplateEditor({ subject: savedSubject, body: savedBody, onDraft, onSave }: Props) {
  const [subject, setSubject] = useState(savedSubject);
  const [body, setBody] = useState(savedBody);
  const [saving, setSaving] = useState(false);
  // The editor keeps its first callbacks: they read the latest subject and listener here.
  const latest = useRef({ subject, onDraft });
  latest.current = { subject, onDraft };
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: savedBody,
    editorProps: { attributes: { 'aria-label': 'Template body', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      setBody(html);
      latest.current.onDraft({ subject: latest.current.subject, body: html });
    },
  });
  const changeSubject = (value: string) => {
    setSubject(value);
    onDraft({ subject: value, body });
  };
  const problem = mergeFieldError(subject) ?? mergeFieldError(body);
  const dirty = subject !== savedSubject || body !== savedBody;
  const save = async () => {
    setSaving(true);
    try {
      await onSave({ subject, body });
    } finally {
      setSaving(false);
    }
  };
  const insert = (name: string) => editor?.chain().focus().insertContent(mergeTag(name)).run();

  return (
    <Stack gap="xs" data-testid="template-editor">
      <TextInput label="Subject" value={subject} onChange={(e) => changeSubject(e.currentTarget.value)} maxLength={300} />
      <Group gap="xs">
        <Menu>
          <Menu.Target>
            <Button size="compact-sm" variant="light">
              Insert merge field
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {mergeFields.map((f) => (
              <Menu.Item key={f.name} onClick={() => insert(f.name)}>
                {f.label} <Text span c="dimmed" size="xs">{mergeTag(f.name)}</Text>
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button size="compact-sm" variant="subtle" onClick={() => changeSubject(`${subject}${mergeTag('first_name')}`)}>
          Add first name to the subject
        </Button>
      </Group>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {problem && (
        <Alert color="red" p="xs" data-testid="merge-field-problem">
          {problem}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void save()} loading={saving} disabled={!dirty || problem !== null}>
          Save template
        </Button>
        <Text size="xs" c="dimmed">
          Saved changes are kept; offline, they are sent when you are back.
        </Text>
      </Group>
    </Stack>
  );
}
