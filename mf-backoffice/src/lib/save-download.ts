/**
 * Hands `content` to the browser as a downloaded file named `fileName`. The back office fetches a download
 * through its staff client (the session, and the 401 that ends it) rather than a plain link, so it names the
 * file itself.
 */
export function saveDownload(content: string, fileName: string, type: string): string {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
