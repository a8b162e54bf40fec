/**
 * Progress and cancel for uploads (issue 20 §1). Every upload goes through the one upload dialog,
 * and every upload request is a multipart form sent by `lib/http.ts`: the dialog runs its upload
 * inside `observeUploads`, and a form request started meanwhile reports its bytes to it and stops
 * on its signal. One dialog uploads at a time, so one observer at a time is enough; the call sites
 * between the two (each feature's upload function) need not carry it.
 */
export type UploadObserver = {
  onProgress(sent: number, total: number): void;
  signal: AbortSignal;
};

let active: UploadObserver | null = null;

export async function observeUploads<T>(observer: UploadObserver, run: () => Promise<T>): Promise<T> {
  active = observer;
  try {
    return await run();
  } finally {
    if (active === observer) active = null;
  }
}

/** The observer of the upload under way, if any (read by `lib/http.ts` for a form request). */
export const activeUpload = (): UploadObserver | null => active;

type Sender = typeof sendWithProgress;
let sender: Sender | null = typeof XMLHttpRequest === 'function' ? (...args) => sendWithProgress(...args) : null;

/** How a watched upload is sent: with progress in a browser; null sends it with fetch (no progress, Cancel still works). */
export const uploadSender = (): Sender | null => sender;

/** Component tests send with fetch: jsdom's XMLHttpRequest cannot hand a jsdom File to the mock API. */
export function setUploadSender(next: Sender | null): void {
  sender = next;
}

/**
 * A form sent with XMLHttpRequest, whose upload reports progress (fetch's does not), answered as a
 * `Response`. The signal aborts it (an `AbortError`, as fetch's would be).
 */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData },
  observer: UploadObserver,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) observer.onProgress(e.loaded, e.total);
    };
    const aborted = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onabort = aborted;
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, headers }));
    };
    if (observer.signal.aborted) return aborted();
    observer.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}
