/** How long the object URL of a saved file lives after the click (spec 2 §9). */
export const OBJECT_URL_LIFETIME_MS = 100;

/**
 * Saves a blob under `fileName` through a temporary link, then releases the object URL after
 * 100 ms (the browser has taken the file by then).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
