/**
 * Saves text the server sent as a file. A byte order mark first, so spreadsheets read the umlauts of a
 * CSV as UTF-8.
 */
export function saveText(fileName: string, content: string, type: string): void {
  const blob = new Blob(['\ufeff', content], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
