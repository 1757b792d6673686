import type { FileAnswer } from '@trefima/domain/contract/endpoint';

/**
 * Saves a file the API made (or the page wrote) under its name: a blob,
 * since the API's calls carry the session token a plain link could not.
 */
export function saveFile({ blob, name }: FileAnswer) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
