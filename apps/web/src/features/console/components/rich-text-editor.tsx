import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';

export interface RichTextEditorProps {
  /** The visible label; the editing area is labelled by it. */
  label: string;
  /** HTML; '' for an empty text. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  name?: string;
  helperText?: ReactNode;
  /** The error message; it replaces the helper text and marks the field invalid. */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** react-hook-form's field.ref: focusing it moves the caret into the text (focus on the first invalid field). */
  ref?: Ref<{ focus: () => void }>;
}

interface ToolbarButton {
  label: string;
  content: ReactNode;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const formatButtons: readonly ToolbarButton[] = [
  {
    label: 'Bold',
    content: <FormatBoldIcon fontSize="small" />,
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    content: <FormatItalicIcon fontSize="small" />,
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    // Named as shown ("H2 …"): an accessible name starts with the visible text (WCAG 2.5.3).
    label: 'H2 heading',
    content: <HeadingGlyph>H2</HeadingGlyph>,
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'H3 subheading',
    content: <HeadingGlyph>H3</HeadingGlyph>,
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bulleted list',
    content: <FormatListBulletedIcon fontSize="small" />,
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    content: <FormatListNumberedIcon fontSize="small" />,
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

function HeadingGlyph({ children }: { children: string }) {
  return (
    <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.85rem', lineHeight: 1, px: 0.25 }}>
      {children}
    </Typography>
  );
}

/** What the editor holds as the field's value: an empty document is '' so "required" and "unchanged" work. */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A rich-text field for the console (event descriptions, broadcasts): bold, italic, headings, lists and links, with
 * a WAI-ARIA toolbar (one tab stop, arrow keys move between buttons) and the label, helper and error text of a MUI
 * field. The server sanitizes whatever HTML it receives; this only keeps the offer small.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  name,
  helperText,
  error,
  required,
  disabled,
  ref,
}: RichTextEditorProps) {
  const labelId = useId();
  const helperId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: changed }) => onChangeRef.current(htmlOf(changed)),
    onBlur: () => onBlurRef.current?.(),
  });

  // A value set from outside (a form reset, a loaded event) replaces the text; one typed here is already in it.
  useEffect(() => {
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const describedBy = helperText || error ? helperId : undefined;
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
        },
      },
    });
  }, [editor, labelId, describedBy, error, required]);

  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        onClick={() => editor.commands.focus()}
        sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'grey.500',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <Toolbar editor={editor} label={label} disabled={disabled} onLink={() => setLinkOpen(true)} />
        <Box
          sx={{
            px: 1.5,
            '& .tiptap': { minHeight: 160, py: 1, outline: 'none' },
            '& .tiptap:focus-visible': { outline: 'none' },
            '& .tiptap p': { my: 1 },
            '& .tiptap a': { color: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} name={name} />
        </Box>
      </Box>
      {error || helperText ? (
        <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 1.75 }}>
          {error || helperText}
        </FormHelperText>
      ) : null}
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </Box>
  );
}

interface ToolbarProps {
  editor: Editor;
  label: string;
  disabled: boolean | undefined;
  onLink: () => void;
}

function Toolbar({ editor, label, disabled, onLink }: ToolbarProps) {
  const buttons: readonly ToolbarButton[] = [
    ...formatButtons,
    {
      label: 'Link',
      content: <LinkIcon fontSize="small" />,
      isActive: (current) => current.isActive('link'),
      run: onLink,
    },
  ];
  // The toolbar re-renders on selection changes only, to light up the formats under the caret.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => buttons.map((button) => button.isActive(current)),
    equalityFn: (a, b) => a.length === b?.length && a.every((isOn, index) => isOn === b[index]),
  });
  const [focused, setFocused] = useState(0);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focused === last
          ? 0
          : focused + 1
        : event.key === 'ArrowLeft'
          ? focused === 0
            ? last
            : focused - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttonRefs.current[next]?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={`${label} formatting`}
      onKeyDown={move}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {buttons.map((button, index) => (
        <IconButton
          key={button.label}
          ref={(element) => {
            buttonRefs.current[index] = element;
          }}
          size="small"
          aria-label={button.label}
          aria-pressed={active?.[index] ?? false}
          title={button.label}
          disabled={disabled}
          tabIndex={index === focused ? 0 : -1}
          onFocus={() => setFocused(index)}
          onClick={() => button.run(editor)}
          sx={{
            borderRadius: 1,
            color: 'text.primary',
            bgcolor: active?.[index] ? 'action.selected' : 'transparent',
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {button.content}
        </IconButton>
      ))}
    </Box>
  );
}

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/** Adds, changes or removes the link on the selected text. */
function LinkDialog({ editor, open, onClose }: LinkDialogProps) {
  const titleId = useId();
  const [href, setHref] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hadLink = editor.isActive('link');

  const apply = () => {
    const address = href.trim();
    if (!/^(https?:\/\/|mailto:)\S+$/i.test(address)) {
      setProblem('Enter an address starting with https://, http:// or mailto:');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !hadLink) {
      chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    } else {
      chain.setLink({ href: address }).run();
    }
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onEnter: () => {
            setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
            setProblem(null);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{hadLink ? 'Edit link' : 'Add a link'}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Link address"
          type="url"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          error={problem !== null}
          helperText={problem ?? 'The selected text becomes the link; with no selection the address is inserted.'}
        />
      </DialogContent>
      <DialogActions>
        {hadLink ? (
          <Button
            color="error"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            Remove link
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={apply}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
