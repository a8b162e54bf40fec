import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, useEffect, useState } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

let loaded: ComponentType<RichTextEditorProps> | null = null;
let loading: Promise<ComponentType<RichTextEditorProps>> | null = null;
const load = () =>
  (loading ??= import('./RichTextEditor').then(
    (m) => {
      loaded = m.RichTextEditor;
      return loaded;
    },
    (err: unknown) => {
      loading = null; // a chunk that failed to load (a dropped connection) is tried again next time
      throw err;
    },
  ));

/** The editor's chunk while it loads (the component tests wait for it before their environment goes). */
export const richTextEditorLoading = (): Promise<unknown> | null => loading;

/**
 * The rich text editor in its own chunk (tiptap and ProseMirror are heavy): use this one in screens
 * and popups so that public pages never load it. It loads the chunk in an effect rather than through
 * React.lazy/Suspense: tiptap's editor instance manager breaks when a Suspense retry discards its
 * first render ("Cannot read properties of null (reading 'extensions')").
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(() => loaded);
  useEffect(() => {
    if (Editor) return;
    let alive = true;
    void load().then((c) => {
      if (alive) setEditor(() => c);
    });
    return () => {
      alive = false;
    };
  }, [Editor]);
  if (!Editor) return <Skeleton variant="rounded" height={220} aria-label="Loading editor" />;
  return <Editor {...props} />;
}

/** Start fetching the editor chunk early (e.g. when a form opens). */
export const preloadRichTextEditor = () => void load();
