import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MAX_IMAGE_BYTES } from '@portal/contract/constants';
import { MSG } from '@portal/contract/messages';
import Image from '@tiptap/extension-image';
import type { Slice } from '@tiptap/pm/model';
import type { EditorProps, EditorView } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';
import {
  fieldContainerClasses,
  type ImageNodeAttributes,
  insertImages,
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonImageUpload,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor as MuiRichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../lib/http';

export type RichTextEditorProps = {
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  label?: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  /**
   * Offers image upload (button, drop, paste). Off by default: uploads are public at once, and the
   * server takes them only from the staff editors of team, news and competitor texts.
   */
  images?: boolean;
  /** Stores an image and answers its URL; default: `POST /api/image-upload` (multipart field `upload`). */
  onImageUpload?: (file: File) => Promise<string>;
  /** Id of an element outside that names the editor (instead of `label`). */
  labelledBy?: string;
  /** Ids of elements outside that describe the editor (added to the helper text). */
  describedBy?: string;
  /** Announced as required (aria-required). */
  required?: boolean;
};

/** The default image upload of the editor (spec 3 §7 "Other"). */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('upload', file);
  const { url } = await http<{ url: string }>('POST', '/api/image-upload', { form });
  return url;
}

/** '' for an editor holding only an empty paragraph. */
const normalise = (html: string) => (html === '<p></p>' ? '' : html);

/**
 * Rich text field on mui-tiptap: headings, bold, italic, lists, links, undo/redo, and with `images`
 * image upload (button, drop, paste). Images already in the text show either way. The HTML it
 * produces is sanitised by the server on write. Heavy (tiptap + ProseMirror): import it through
 * `LazyRichTextEditor` so public pages do not load it.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  error,
  helperText,
  disabled,
  images = false,
  onImageUpload,
  labelledBy,
  describedBy,
  required,
}: RichTextEditorProps) {
  const rteRef = useRef<RichTextEditorRef>(null);
  const { enqueueSnackbar } = useSnackbar();
  const labelId = useId();
  const helperId = useId();
  const upload = onImageUpload ?? uploadEditorImage;
  const { t } = useTranslation();
  // The toolbar sticks below the site's header (its Toolbar is 64 px high, 72 from md), not under
  // it: at 0 the header hid the toolbar as soon as the editor was scrolled into.
  const stickyOffset = useMediaQuery((theme: Theme) => theme.breakpoints.up('md')) ? 72 : 64;

  const uploadFiles = useCallback(
    async (files: File[]): Promise<ImageNodeAttributes[]> => {
      const images: ImageNodeAttributes[] = [];
      for (const file of files) {
        try {
          if (!file.type.startsWith('image/') || file.size > MAX_IMAGE_BYTES) throw new Error('refused');
          images.push({ src: await upload(file), alt: file.name });
        } catch (err) {
          // Over the hourly quota the server says so; other failures name the file.
          const message =
            err instanceof ApiError && err.status === 429
              ? err.message
              : MSG.editorUploadFailed.replace('{filename}', file.name);
          enqueueSnackbar(message, { variant: 'error' });
        }
      }
      return images;
    },
    [upload, enqueueSnackbar],
  );
  const uploadFilesRef = useRef(uploadFiles);
  uploadFilesRef.current = uploadFiles;

  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
        code: false,
        codeBlock: false,
        // No forced empty paragraph at the end of every stored text.
        trailingNode: false,
      }),
      LinkBubbleMenuHandler,
      Image.configure({ inline: false }),
    ],
    [],
  );

  // Images dropped or pasted into the text go through the same upload; without `images` they are
  // swallowed, not left to the browser (which would open a dropped picture in place of the form).
  const editorProps = useMemo(
    (): EditorProps => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': labelId } : labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(helperText || describedBy
          ? { 'aria-describedby': [describedBy, helperText ? helperId : undefined].filter(Boolean).join(' ') }
          : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
      handleDrop: (view: EditorView, event: DragEvent, _slice: Slice, moved: boolean) => {
        if (moved) return false;
        const files = imageFiles(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        if (!images) return true;
        const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void uploadFilesRef
          .current(files)
          .then((uploaded) => insertImages({ images: uploaded, editor: rteRef.current?.editor ?? null, position }));
        return true;
      },
      handlePaste: (_view: EditorView, event: ClipboardEvent) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        if (!images) return true;
        void uploadFilesRef
          .current(files)
          .then((uploaded) => insertImages({ images: uploaded, editor: rteRef.current?.editor ?? null }));
        return true;
      },
    }),
    [images, label, labelId, labelledBy, describedBy, required, helperText, helperId, error],
  );

  // Follow outside changes of `value` (a form reset, loaded data) without fighting the typist.
  const editor = rteRef.current?.editor;
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (normalise(editor.getHTML()) === value) return;
    if (editor.isFocused && value !== '') return;
    queueMicrotask(() => {
      if (!editor.isDestroyed) editor.commands.setContent(value, { emitUpdate: false });
    });
  }, [value, editor]);

  return (
    <FormControl error={error} disabled={disabled} fullWidth>
      {label && (
        <FormLabel id={labelId} sx={{ mb: 0.5 }}>
          {label}
        </FormLabel>
      )}
      <MuiRichTextEditor
        ref={rteRef}
        extensions={extensions}
        content={value}
        editable={!disabled}
        immediatelyRender
        shouldRerenderOnTransaction
        editorProps={editorProps}
        onUpdate={({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML())}
        sx={error ? { [`& .${fieldContainerClasses.notchedOutline}`]: { borderColor: 'error.main' } } : undefined}
        RichTextFieldProps={{
          variant: 'outlined',
          RichTextContentProps: { sx: { minHeight: 160 } },
          MenuBarProps: { stickyOffset },
        }}
        renderControls={() => (
          <MenuControlsContainer>
            <MenuSelectHeading
              tooltipTitle={t('editor.styles')}
              labels={{
                paragraph: t('editor.paragraph'),
                heading1: t('editor.heading1'),
                heading2: t('editor.heading2'),
                heading3: t('editor.heading3'),
                heading4: t('editor.heading4'),
                heading5: t('editor.heading5'),
                heading6: t('editor.heading6'),
                empty: t('editor.changeTo'),
              }}
            />
            <MenuDivider />
            <MenuButtonBold tooltipLabel={t('editor.bold')} />
            <MenuButtonItalic tooltipLabel={t('editor.italic')} />
            <MenuDivider />
            <MenuButtonBulletedList tooltipLabel={t('editor.bulletedList')} />
            <MenuButtonOrderedList tooltipLabel={t('editor.orderedList')} />
            <MenuDivider />
            <MenuButtonEditLink tooltipLabel={t('editor.link')} />
            {images && (
              <MenuButtonImageUpload
                onUploadFiles={uploadFiles}
                inputProps={{ accept: 'image/*', multiple: true }}
                tooltipLabel={t('editor.insertImage')}
              />
            )}
            <MenuDivider />
            <MenuButtonUndo tooltipLabel={t('editor.undo')} />
            <MenuButtonRedo tooltipLabel={t('editor.redo')} />
          </MenuControlsContainer>
        )}
      >
        {() => (
          <LinkBubbleMenu
            labels={{
              editLinkAddTitle: t('editor.addLink'),
              editLinkEditTitle: t('editor.editLink'),
              editLinkTextInputLabel: t('editor.linkText'),
              editLinkHrefInputLabel: t('editor.linkHref'),
              editLinkCancelButtonLabel: t('editor.cancel'),
              editLinkSaveButtonLabel: t('editor.save'),
              viewLinkEditButtonLabel: t('editor.editLinkButton'),
              viewLinkRemoveButtonLabel: t('editor.removeLink'),
            }}
          />
        )}
      </MuiRichTextEditor>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

function imageFiles(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((f) => f.type.startsWith('image/'));
}

export default RichTextEditor;
