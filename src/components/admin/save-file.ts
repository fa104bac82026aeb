/** Hands a file made in the browser (an export, a CSV) to the browser as a download of `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the Blob by the time this runs; revoking frees its memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
